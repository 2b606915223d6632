import type { Resource } from './define';
import type { Labels } from './labels';
import type { Access, OperationDef } from './operations';
import type { MenuGroup, Role } from './roles';

/**
 * A page of the app that is no resource's list or form (a stock page, a dashboard, the tracking
 * board), declared by its home: its path, who may open it (the menu shows it to them; the server
 * checks its calls), and its menu entry, labelled `resources.<home>.pages.<key>`. Its screen is
 * the home's `screens.ts` (browser code), under the same key.
 */
export interface PageDef {
  path: string;
  /** More paths that open the same screen (`/maps` beside `/v2/maps`). */
  aliases?: readonly string[];
  access: Access;
  menu?: { group: MenuGroup; order: number; icon: string; subgroup?: 'produtos' };
}

/**
 * A home that owns operations, pages and labels but no table of its own (the stock ledger's
 * pages, the dashboards, stored files): declared in `src/resources/<name>/index.ts` like a
 * workflow resource, without fields.
 */
export interface AreaDef {
  name: string;
  /** The role its `view` access and its realtime feed name; without one, `view` is admin's alone. */
  viewRole?: Role;
  pages?: Record<string, PageDef>;
}

export type Area = AreaDef & { area: true; owner?: undefined; operations?: Record<string, OperationDef>; labels?: Record<string, object> };

/**
 * An area's declaration; its labels in the five languages (docs/architecture.md "Labels") inline,
 * or in `labels/<lang>.ts` files when it has messages of its own.
 */
export const defineArea = <const A extends AreaDef>(def: A & { labels?: Labels<NoInfer<A>> }): A & { area: true } => ({ ...def, area: true });

/** Where operations, pages and labels are declared: a resource, or an area. */
export type Home = Resource | Area;

export const isArea = (h: Home): h is Area => 'area' in h && h.area === true;
