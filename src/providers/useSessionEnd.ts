import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { onSessionEnd } from './authProvider';

/**
 * For the shell: a session that ends under the page (authProvider's endSession) leads to the
 * login page, which brings the user back to this page afterwards.
 */
export const useSignOutWhenSessionEnds = () => {
  const logout = useLogout();
  useEffect(() => onSessionEnd(() => void logout()), [logout]);
};
