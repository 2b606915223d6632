// Shell messages (pt-BR): menu, top bar, footer, theme panel. Keys live under app.shell.
import type { ShellMessages } from './en';

const messages: ShellMessages = {
  app: {
    shell: {
      home: 'Início',
      menu: {
        label: 'Menu principal',
        aeroportos: 'Aeroportos',
        pontos: 'Pontos',
        rotas: 'Rotas',
        materiais: 'Materiais',
        solicitacoes: 'Solicitações',
        itinerarios: 'Itinerários',
        veiculos: 'Veículos',
        ocorrencias: 'Ocorrências',
        ordens_servico: 'Ordens de serviço',
        insumos: 'Insumos',
        agendamentos: 'Agendamentos',
        entradas: 'Entradas',
        expedicoes: 'Expedições',
        produtos: 'Produtos',
        romaneios: 'Romaneios',
        motivos_ressalvas: 'Motivos de ressalva',
      },
      topbar: {
        toggle_menu: 'Mostrar ou ocultar o menu',
        fullscreen: 'Tela cheia',
        exit_fullscreen: 'Sair da tela cheia',
        theme_settings: 'Configurações do tema',
        language: 'Idioma: %{language}',
      },
      user_menu: {
        profile: 'Meu perfil',
        lock: 'Bloquear tela',
        language: 'Idioma',
      },
      footer: {
        developed_by: 'Desenvolvido por %{company}',
        developed_by_team: 'Desenvolvido pela equipe do produto',
      },
      theme: {
        title: 'Configurações do tema',
        tabs: { settings: 'Configurações', chat: 'Chat', tasks: 'Tarefas' },
        chat: {
          note: 'Conteúdo de demonstração: este chat não envia nem recebe mensagens.',
          dispatch: { role: 'Expedição', message: 'Romaneio 1042 conferido, pode liberar a doca 2.' },
          driver: { role: 'Motorista', message: 'Cheguei ao cliente, começando a descarga.' },
          warehouse: { role: 'Armazém', message: 'Contagem do corredor A concluída, sem divergências.' },
        },
        layoutType: { label: 'Layout', vertical: 'Vertical', horizontal: 'Horizontal', detached: 'Destacado', two_column: 'Duas colunas' },
        layoutWidth: { label: 'Largura', fluid: 'Fluida', boxed: 'Centralizada' },
        topbar: { label: 'Cor da barra superior', dark: 'Escura', light: 'Clara' },
        menuPosition: { label: 'Posição do menu', fixed: 'Fixa', scrollable: 'Rolável' },
        leftSidebarType: { label: 'Cor da barra lateral', dark: 'Escura', light: 'Clara', brand: 'Cor da marca', gradient: 'Gradiente' },
        leftSidebarSize: { label: 'Tamanho da barra lateral', default: 'Padrão', condensed: 'Condensada', compact: 'Compacta' },
        sidebarUserInfo: 'Dados do usuário na barra lateral',
        not_used: 'Não se aplica ao layout “%{layout}”',
        reset: 'Restaurar padrões',
      },
    },
  },
  // react-admin 5 messages that ra-language-pt-br 1.5.1 lacks (merged over the pack).
  ra: {
    action: { reset: 'Redefinir', search_columns: 'Buscar colunas' },
    notification: { offline: 'Sem conexão. Não foi possível carregar os dados.' },
    validation: { unique: 'Deve ser único' },
    guesser: { empty: { title: 'Nenhum dado para exibir', message: 'Verifique o provedor de dados' } },
  },
};

export default messages;
