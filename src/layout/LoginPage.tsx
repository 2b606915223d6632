import { useEffect } from 'react';
import { useCheckAuth, useLogin } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';

/** The login page inside the app (react-admin's `loginPage`): after a logout, or a page that needs a session. */
export const LoginPage = () => {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  // Like react-admin's own login page: someone signed in already goes home.
  useEffect(() => {
    checkAuth({}, false).then(() => navigate('/')).catch(() => {});
  }, [checkAuth, navigate]);
  return <LoginForm signIn={(credentials) => login(credentials)} />;
};
