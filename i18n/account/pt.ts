// Account messages (pt). Keys live under app.account.
const messages = {
  app: {
    account: {
      fields: {
        first_name: 'Nome',
        last_name: 'Sobrenome',
        email: 'E-mail',
        password: 'Senha',
        confirm_password: 'Confirmar senha',
        new_password: 'Nova senha',
        confirm_new_password: 'Confirmar nova senha',
        current_password: 'Senha atual',
      },
      links: {
        sign_in: 'Voltar para o login',
        register: 'Solicitar uma conta',
        forgot: 'Esqueceu sua senha?',
      },
      passwords_differ: 'As senhas não coincidem',
      rate_limited: 'Muitas solicitações. Tente novamente em %{seconds} segundos.',
      reset_invalid: 'Este link não é válido: já foi usado, expirou ou foi substituído por um mais recente. Solicite um novo link.',
      register: {
        title: 'Solicitar uma conta',
        intro: 'Um administrador ativa as novas contas e concede os acessos.',
        submit: 'Solicitar conta',
        done_title: 'Conta solicitada',
        done: 'Um administrador precisa ativar sua conta antes que você possa entrar. Depois de ativada, entre com este e-mail e esta senha.',
      },
      forgot: {
        title: 'Esqueceu sua senha?',
        intro: 'Informe o e-mail da sua conta e enviaremos um link para você definir uma nova senha.',
        submit: 'Enviar link',
        done_title: 'Verifique seu e-mail',
        done: 'Se existir uma conta para %{email}, um link para definir uma nova senha foi enviado para esse endereço. O link pode ser usado uma única vez, dentro de uma hora.',
      },
      reset: {
        title: 'Definir nova senha',
        intro: 'Escolha uma nova senha com pelo menos 8 caracteres.',
        submit: 'Salvar senha',
        done_title: 'Senha alterada',
        done: 'Sua nova senha foi salva e suas outras sessões foram encerradas. Você já pode entrar.',
        invalid_title: 'Link inválido',
        request_new: 'Solicitar um novo link',
      },
      lock: {
        title: 'Tela bloqueada',
        greeting: 'Olá, %{name}',
        intro: 'Sua sessão está bloqueada. Digite sua senha para continuar.',
        submit: 'Desbloquear',
        other_user: 'Entrar com outro usuário',
      },
      login: {
        title: 'Entre na sua conta',
      },
      profile: {
        title: 'Meu perfil',
        personal: 'Dados pessoais',
        saved: 'Seu perfil foi salvo',
        language: 'Idioma',
        language_hint: 'O idioma das páginas neste navegador. Ao trocá-lo, a página é recarregada.',
        password: 'Alterar senha',
        password_intro: 'Informe sua senha atual e uma nova senha com pelo menos 8 caracteres. Suas outras sessões serão encerradas.',
        password_submit: 'Alterar senha',
        password_changed: 'Sua senha foi alterada',
        wrong_password: 'A senha atual não está correta',
        idle_lock: 'Bloqueio por inatividade',
        idle_lock_hint: 'A tela se bloqueia após %{minutes} minutos sem uso e pede sua senha; o que estava na tela continua lá. Neste navegador.',
        idle_lock_driver: 'Bloquear também o Meu dia',
        idle_lock_driver_hint: 'Desligado por padrão: entre uma parada e outra o motorista fica mais tempo que isso sem usar o telefone, que tem o próprio bloqueio.',
      },
    },
  },
};

export default messages;
