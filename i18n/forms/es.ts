// Form messages (es): sections, masked inputs, version conflicts, role names. Keys under app.forms and app.roles.names.
import type en from './en';

const messages: typeof en = {
  app: {
    forms: {
      sections: {
        identificacao: 'Identificación',
        endereco: 'Dirección',
        contato: 'Contacto',
        acesso: 'Acceso',
        habilitacao: 'Licencia de conducir',
        empresa: 'Empresa',
        operacao: 'Operación',
        mapa: 'Mapa',
      },
      max_digits: 'Como máximo %{max} dígitos: el dígito de más no se aceptó',
      max_characters: 'Como máximo %{max} caracteres: el carácter de más no se aceptó',
      number_ambiguous: 'Puede ser %{grouped} o %{decimal}: escriba una de las dos formas',
      no_options: 'Sin opciones',
      current_settings_delete: 'La configuración actual no se puede eliminar',
      conflict: {
        reload: 'Recargar registro',
        reloaded: 'Se cargó la versión más reciente. Lo que escribió sigue en el formulario: revíselo y guarde de nuevo.',
        theirs: '%{field}: la otra persona guardó «%{value}»',
        theirs_changed: '%{field}: también lo cambió la otra persona',
        theirs_cleared: '%{field}: la otra persona lo dejó vacío',
      },
      field_failed: 'No se pudo mostrar %{field}. Todo lo escrito en el formulario sigue aquí.',
      unsaved_restored: 'Lo que había escrito sin guardar ha vuelto al formulario. Revíselo y guarde.',
    },
    roles: {
      // Every role of docs/domain.md "Roles" (src/registry/roles.ts) as the user form shows it.
      names: {
        admin: 'Administrador (todos los permisos)',
        'view-dashboard': 'Menú de paneles',
        'view-dashboard-ordens-servico': 'Panel de órdenes de servicio',
        'view-dashboard-transportes': 'Panel de transporte',
        'view-dashboard-armazenamento': 'Panel de almacenamiento',
        'view-configuracoes': 'Menú de configuración y configuración de la empresa',
        'view-grupos': 'Grupos',
        'view-status': 'Estados',
        'view-tipos': 'Tipos',
        'view-categorias': 'Categorías',
        'view-gestao': 'Menú de gestión, transportistas y destinatarios',
        'view-empresas': 'Empresas',
        'view-clientes': 'Clientes',
        'view-users': 'Usuarios',
        'view-fornecedores': 'Proveedores',
        'view-coleta-entrega': 'Menú de transporte, aeropuertos, materiales e insumos',
        'view-pontos-menu': 'Puntos',
        'view-rotas-menu': 'Rutas',
        'view-solicitacoes-menu': 'Solicitudes',
        'view-itinerarios-menu': 'Itinerarios',
        'view-veiculos': 'Vehículos',
        'view-ocorrencias': 'Incidencias',
        'view-ordens-servico': 'Órdenes de servicio',
        'view-armazenamento': 'Menú de almacenamiento',
        'view-agendamentos': 'Citas',
        'view-entradas': 'Notas de entrada y recepciones',
        'view-saidas': 'Notas de salida',
        'view-produtos': 'Stock',
        'view-romaneios': 'Listas de carga',
        'view-motivos-ressalvas': 'Motivos de salvedad',
      },
    },
  },
};
export default messages;
