// Shell messages (en): menu, top bar, footer, theme panel. Keys live under app.shell.
const messages = {
  app: {
    shell: {
      home: 'Home',
      menu: {
        label: 'Main menu',
        aeroportos: 'Airports',
        pontos: 'Points',
        rotas: 'Routes',
        materiais: 'Materials',
        solicitacoes: 'Requests',
        itinerarios: 'Itineraries',
        veiculos: 'Vehicles',
        ocorrencias: 'Occurrences',
        ordens_servico: 'Service orders',
        insumos: 'Supplies',
        agendamentos: 'Appointments',
        entradas: 'Inbound notes',
        expedicoes: 'Outbound notes',
        produtos: 'Products',
        romaneios: 'Packing lists',
        motivos_ressalvas: 'Reservation reasons',
      },
      topbar: {
        toggle_menu: 'Show or hide the menu',
        fullscreen: 'Full screen',
        exit_fullscreen: 'Exit full screen',
        theme_settings: 'Theme settings',
        language: 'Language: %{language}',
      },
      user_menu: {
        profile: 'My profile',
        lock: 'Lock screen',
        language: 'Language',
      },
      footer: {
        developed_by: 'Developed by %{company}',
        developed_by_team: 'Developed by the product team',
      },
      theme: {
        title: 'Theme settings',
        tabs: { settings: 'Settings', chat: 'Chat', tasks: 'Tasks' },
        chat: {
          note: 'Demo content: this chat neither sends nor receives messages.',
          dispatch: { role: 'Dispatch', message: 'Packing list 1042 checked, dock 2 can be released.' },
          driver: { role: 'Driver', message: 'At the client now, starting to unload.' },
          warehouse: { role: 'Warehouse', message: 'Aisle A count finished, no differences.' },
        },
        layoutType: { label: 'Layout', vertical: 'Vertical', horizontal: 'Horizontal', detached: 'Detached', two_column: 'Two columns' },
        layoutWidth: { label: 'Width', fluid: 'Fluid', boxed: 'Boxed' },
        topbar: { label: 'Top bar colour', dark: 'Dark', light: 'Light' },
        menuPosition: { label: 'Menu position', fixed: 'Fixed', scrollable: 'Scrollable' },
        leftSidebarType: { label: 'Sidebar colour', dark: 'Dark', light: 'Light', brand: 'Brand', gradient: 'Gradient' },
        leftSidebarSize: { label: 'Sidebar size', default: 'Default', condensed: 'Condensed', compact: 'Compact' },
        sidebarUserInfo: 'User info in the sidebar',
        not_used: 'Not used by the “%{layout}” layout',
        reset: 'Reset to defaults',
      },
    },
  },
};

export default messages;
/** Another language's shell messages; it may also fill react-admin messages its `ra-language-*` pack lacks. */
export type ShellMessages = typeof messages & { ra?: object };
