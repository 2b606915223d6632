import { createContext } from 'react';

/** True inside the shell of a signed-in user (AppLayout provides it): pages shown both inside and outside it pick their frame. */
export const InShellContext = createContext(false);
