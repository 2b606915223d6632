import type { ComponentType } from 'react';
import type { Home } from '../registry/area';

/** A screen's code, loaded on first use. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type ResourceScreen = 'list' | 'create' | 'edit' | 'show';

/**
 * A home's hand-written screens, in `src/resources/<name>/screens.ts` (browser code only, so the
 * declaration stays free of React): the generated screens it replaces, and one screen per page
 * it declares, which the typecheck requires.
 */
export type ScreensOf<H> = Partial<Record<ResourceScreen, ScreenLoader>>
  & (H extends { pages: infer P } ? { pages: Record<keyof P, ScreenLoader> } : { pages?: undefined });

export const defineScreens = <H extends Home>(screens: ScreensOf<H>): ScreensOf<H> => screens;
