// Account messages (es). Keys live under app.account.
const messages = {
  app: {
    account: {
      fields: {
        first_name: 'Nombre',
        last_name: 'Apellido',
        email: 'Correo electrónico',
        password: 'Contraseña',
        confirm_password: 'Confirmar contraseña',
        new_password: 'Nueva contraseña',
        confirm_new_password: 'Confirmar nueva contraseña',
        current_password: 'Contraseña actual',
      },
      links: {
        sign_in: 'Volver al inicio de sesión',
        register: 'Solicitar una cuenta',
        forgot: '¿Olvidó su contraseña?',
      },
      passwords_differ: 'Las contraseñas no coinciden',
      rate_limited: 'Demasiadas solicitudes. Inténtelo de nuevo en %{seconds} segundos.',
      reset_invalid: 'Este enlace no es válido: ya se utilizó, caducó o fue reemplazado por uno más reciente. Solicite un nuevo enlace.',
      register: {
        title: 'Solicitar una cuenta',
        intro: 'Un administrador activa las cuentas nuevas y les otorga sus accesos.',
        submit: 'Solicitar cuenta',
        done_title: 'Cuenta solicitada',
        done: 'Un administrador debe activar su cuenta antes de que pueda iniciar sesión. Cuando esté activa, inicie sesión con este correo electrónico y esta contraseña.',
      },
      forgot: {
        title: '¿Olvidó su contraseña?',
        intro: 'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para definir una nueva contraseña.',
        submit: 'Enviar enlace',
        done_title: 'Revise su correo electrónico',
        done: 'Si existe una cuenta para %{email}, se ha enviado a esa dirección un enlace para definir una nueva contraseña. El enlace puede usarse una sola vez, dentro de una hora.',
      },
      reset: {
        title: 'Definir una nueva contraseña',
        intro: 'Elija una nueva contraseña de al menos 8 caracteres.',
        submit: 'Guardar contraseña',
        done_title: 'Contraseña cambiada',
        done: 'Su nueva contraseña se guardó y sus demás sesiones se cerraron. Ya puede iniciar sesión.',
        invalid_title: 'Enlace no válido',
        request_new: 'Solicitar un nuevo enlace',
      },
      lock: {
        title: 'Pantalla bloqueada',
        greeting: 'Hola, %{name}',
        intro: 'Su sesión está bloqueada. Introduzca su contraseña para continuar.',
        submit: 'Desbloquear',
        other_user: 'Iniciar sesión con otro usuario',
      },
      login: {
        title: 'Inicie sesión en su cuenta',
      },
      profile: {
        title: 'Mi perfil',
        personal: 'Datos personales',
        saved: 'Su perfil se ha guardado',
        language: 'Idioma',
        language_hint: 'El idioma de las páginas en este navegador. Al cambiarlo, la página se recarga.',
        password: 'Cambiar contraseña',
        password_intro: 'Introduzca su contraseña actual y una nueva de al menos 8 caracteres. Sus otras sesiones se cerrarán.',
        password_submit: 'Cambiar contraseña',
        password_changed: 'Su contraseña se ha cambiado',
        wrong_password: 'La contraseña actual no es correcta',
        idle_lock: 'Bloqueo por inactividad',
        idle_lock_hint: 'La pantalla se bloquea tras %{minutes} minutos sin uso y pide su contraseña; lo que había en pantalla se mantiene. En este navegador.',
        idle_lock_driver: 'Bloquear también Mi día',
        idle_lock_driver_hint: 'Desactivado por defecto: entre parada y parada el conductor pasa más tiempo sin usar el teléfono, que tiene su propio bloqueo.',
      },
    },
  },
};

export default messages;
