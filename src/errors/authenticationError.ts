// react-admin's page for a failed session check, on its own: it brings the configurable page
// title's editor (a TextField and more), which only this rare page draws (src/AppAdmin.tsx).
export { AuthenticationError as default } from 'react-admin';
