// Form messages (pt): sections, masked inputs, version conflicts, role names. Keys under app.forms and app.roles.names.
import type en from './en';

const messages: typeof en = {
  app: {
    forms: {
      sections: {
        identificacao: 'Identificação',
        endereco: 'Endereço',
        contato: 'Contato',
        acesso: 'Acesso',
        habilitacao: 'Habilitação (CNH)',
        empresa: 'Empresa',
        operacao: 'Operação',
        mapa: 'Mapa',
      },
      max_digits: 'No máximo %{max} dígitos: o dígito a mais não foi aceito',
      max_characters: 'No máximo %{max} caracteres: o caractere a mais não foi aceito',
      number_ambiguous: 'Pode ser %{grouped} ou %{decimal}: digite uma das duas formas',
      no_options: 'Nenhuma opção',
      current_settings_delete: 'As configurações atuais não podem ser excluídas',
      conflict: {
        reload: 'Recarregar registro',
        reloaded: 'A versão mais recente foi carregada. O que você digitou continua no formulário: confira e salve novamente.',
        theirs: '%{field}: a outra pessoa salvou "%{value}"',
        theirs_changed: '%{field}: também alterado pela outra pessoa',
        theirs_cleared: '%{field}: apagado pela outra pessoa',
      },
      field_failed: 'Não foi possível exibir %{field}. Tudo o que foi digitado no formulário continua aqui.',
      unsaved_restored: 'O que você tinha digitado e não salvou voltou ao formulário. Confira e salve.',
    },
    roles: {
      // Every role of docs/domain.md "Roles" (src/registry/roles.ts) as the user form shows it.
      names: {
        admin: 'Administrador (todas as permissões)',
        'view-dashboard': 'Menu de dashboards',
        'view-dashboard-ordens-servico': 'Painel de ordens de serviço',
        'view-dashboard-transportes': 'Painel de transportes',
        'view-dashboard-armazenamento': 'Painel de armazenamento',
        'view-configuracoes': 'Menu de configurações e configurações da empresa',
        'view-grupos': 'Grupos',
        'view-status': 'Status',
        'view-tipos': 'Tipos',
        'view-categorias': 'Categorias',
        'view-gestao': 'Menu de gestão, transportadoras e destinatários',
        'view-empresas': 'Empresas',
        'view-clientes': 'Clientes',
        'view-users': 'Usuários',
        'view-fornecedores': 'Fornecedores',
        'view-coleta-entrega': 'Menu de transporte, aeroportos, materiais e insumos',
        'view-pontos-menu': 'Pontos',
        'view-rotas-menu': 'Rotas',
        'view-solicitacoes-menu': 'Solicitações',
        'view-itinerarios-menu': 'Itinerários',
        'view-veiculos': 'Veículos',
        'view-ocorrencias': 'Ocorrências',
        'view-ordens-servico': 'Ordens de serviço',
        'view-armazenamento': 'Menu de armazenamento',
        'view-agendamentos': 'Agendamentos',
        'view-entradas': 'Entradas e recebimentos',
        'view-saidas': 'Expedições',
        'view-produtos': 'Estoque',
        'view-romaneios': 'Romaneios',
        'view-motivos-ressalvas': 'Motivos de ressalva',
      },
    },
  },
};
export default messages;
