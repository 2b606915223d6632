// Sizes of the shell, in px.
export const TOPBAR_HEIGHT = 64;
export const HORIZONTAL_NAV_HEIGHT = 48;
export const SIDEBAR_WIDTH = { default: 250, compact: 120, condensed: 72 } as const;
export const RAIL_WIDTH = 72;
export const COLUMN_WIDTH = 220;
export const DETACHED_GAP = 16;
export const BOXED_MAX_WIDTH = 1300;

/** docs/domain.md "Timings and breakpoints": below 992 px the sidebar collapses into a drawer opened by the menu toggle. */
export const NARROW_QUERY = '(max-width: 991.98px)';
