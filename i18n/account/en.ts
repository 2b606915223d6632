// Account messages (en). Keys live under app.account.
const messages = {
  app: {
    account: {
      fields: {
        first_name: 'First name',
        last_name: 'Last name',
        email: 'Email',
        password: 'Password',
        confirm_password: 'Confirm password',
        new_password: 'New password',
        confirm_new_password: 'Confirm new password',
        current_password: 'Current password',
      },
      links: {
        sign_in: 'Back to sign in',
        register: 'Request an account',
        forgot: 'Forgot your password?',
      },
      passwords_differ: 'The passwords do not match',
      rate_limited: 'Too many requests. Try again in %{seconds} seconds.',
      reset_invalid: 'This link is not valid: it was already used, has expired or was replaced by a newer one. Ask for a new link.',
      register: {
        title: 'Request an account',
        intro: 'An administrator activates new accounts and grants their access.',
        submit: 'Request account',
        done_title: 'Account requested',
        done: 'An administrator must activate your account before you can sign in. Once it is active, sign in with this email and password.',
      },
      forgot: {
        title: 'Forgot your password?',
        intro: 'Enter the email address of your account and we will send you a link to set a new password.',
        submit: 'Send link',
        done_title: 'Check your email',
        done: 'If an account exists for %{email}, a link to set a new password has been sent to it. The link can be used once, within one hour.',
      },
      reset: {
        title: 'Set a new password',
        intro: 'Choose a new password of at least 8 characters.',
        submit: 'Save password',
        done_title: 'Password changed',
        done: 'Your new password is saved and your other sessions have been signed out. You can sign in now.',
        invalid_title: 'Link not valid',
        request_new: 'Ask for a new link',
      },
      lock: {
        title: 'Screen locked',
        greeting: 'Hello, %{name}',
        intro: 'Your session is locked. Enter your password to continue.',
        submit: 'Unlock',
        other_user: 'Sign in as another user',
      },
      login: {
        title: 'Sign in to your account',
      },
      profile: {
        title: 'My profile',
        personal: 'Personal data',
        saved: 'Your profile was saved',
        language: 'Language',
        language_hint: 'The language of the pages in this browser. Changing it reloads the page.',
        password: 'Change password',
        password_intro: 'Enter your current password and a new one of at least 8 characters. Your other sessions will be signed out.',
        password_submit: 'Change password',
        password_changed: 'Your password was changed',
        wrong_password: 'The current password is not correct',
        idle_lock: 'Lock when idle',
        idle_lock_hint: 'The screen locks after %{minutes} minutes without use and asks for your password; what was on screen stays. In this browser.',
        idle_lock_driver: 'Also lock My day',
        idle_lock_driver_hint: 'Off by default: a driver goes longer than that between stops, and the phone has its own lock.',
      },
    },
  },
};

export default messages;
