// Account messages (fr). Keys live under app.account.
const messages = {
  app: {
    account: {
      fields: {
        first_name: 'Prénom',
        last_name: 'Nom',
        email: 'E-mail',
        password: 'Mot de passe',
        confirm_password: 'Confirmer le mot de passe',
        new_password: 'Nouveau mot de passe',
        confirm_new_password: 'Confirmer le nouveau mot de passe',
        current_password: 'Mot de passe actuel',
      },
      links: {
        sign_in: 'Retour à la connexion',
        register: 'Demander un compte',
        forgot: 'Mot de passe oublié ?',
      },
      passwords_differ: 'Les mots de passe ne correspondent pas',
      rate_limited: 'Trop de demandes. Réessayez dans %{seconds} secondes.',
      reset_invalid: 'Ce lien n’est pas valide : il a déjà été utilisé, il a expiré ou il a été remplacé par un lien plus récent. Demandez un nouveau lien.',
      register: {
        title: 'Demander un compte',
        intro: 'Un administrateur active les nouveaux comptes et leur attribue leurs accès.',
        submit: 'Demander le compte',
        done_title: 'Compte demandé',
        done: 'Un administrateur doit activer votre compte avant que vous puissiez vous connecter. Une fois le compte actif, connectez-vous avec cet e-mail et ce mot de passe.',
      },
      forgot: {
        title: 'Mot de passe oublié ?',
        intro: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour définir un nouveau mot de passe.',
        submit: 'Envoyer le lien',
        done_title: 'Consultez votre messagerie',
        done: 'Si un compte existe pour %{email}, un lien permettant de définir un nouveau mot de passe y a été envoyé. Le lien est utilisable une seule fois, dans un délai d’une heure.',
      },
      reset: {
        title: 'Définir un nouveau mot de passe',
        intro: 'Choisissez un nouveau mot de passe d’au moins 8 caractères.',
        submit: 'Enregistrer le mot de passe',
        done_title: 'Mot de passe modifié',
        done: 'Votre nouveau mot de passe est enregistré et vos autres sessions ont été fermées. Vous pouvez maintenant vous connecter.',
        invalid_title: 'Lien non valide',
        request_new: 'Demander un nouveau lien',
      },
      lock: {
        title: 'Écran verrouillé',
        greeting: 'Bonjour, %{name}',
        intro: 'Votre session est verrouillée. Saisissez votre mot de passe pour continuer.',
        submit: 'Déverrouiller',
        other_user: 'Se connecter avec un autre compte',
      },
      login: {
        title: 'Connectez-vous à votre compte',
      },
      profile: {
        title: 'Mon profil',
        personal: 'Informations personnelles',
        saved: 'Votre profil a été enregistré',
        language: 'Langue',
        language_hint: 'La langue des pages dans ce navigateur. La changer recharge la page.',
        password: 'Changer le mot de passe',
        password_intro: 'Saisissez votre mot de passe actuel et un nouveau mot de passe d’au moins 8 caractères. Vos autres sessions seront déconnectées.',
        password_submit: 'Changer le mot de passe',
        password_changed: 'Votre mot de passe a été changé',
        wrong_password: 'Le mot de passe actuel est incorrect',
        idle_lock: 'Verrouillage après inactivité',
        idle_lock_hint: 'L’écran se verrouille après %{minutes} minutes sans utilisation et demande votre mot de passe ; ce qui était à l’écran reste. Dans ce navigateur.',
        idle_lock_driver: 'Verrouiller aussi Ma journée',
        idle_lock_driver_hint: 'Désactivé par défaut : entre deux arrêts, un chauffeur reste plus longtemps sans toucher son téléphone, qui a son propre verrouillage.',
      },
    },
  },
};

export default messages;
