import { createContext } from 'react';
import type { Link } from 'react-router-dom';

/**
 * react-router's Link, given by the app (App.tsx) to the account pages' links. A context rather
 * than an import: the login page opened alone (layout/LoginAlone.tsx) has no router, and importing
 * its Link would put react-router in that page's download; there a link loads the page it names.
 */
export const RouterLinkContext = createContext<typeof Link | null>(null);
