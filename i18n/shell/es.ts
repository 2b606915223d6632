// Shell messages (es): menu, top bar, footer, theme panel. Keys live under app.shell.
import type { ShellMessages } from './en';

const messages: ShellMessages = {
  app: {
    shell: {
      home: 'Inicio',
      menu: {
        label: 'Menú principal',
        aeroportos: 'Aeropuertos',
        pontos: 'Puntos',
        rotas: 'Rutas',
        materiais: 'Materiales',
        solicitacoes: 'Solicitudes',
        itinerarios: 'Itinerarios',
        veiculos: 'Vehículos',
        ocorrencias: 'Incidencias',
        ordens_servico: 'Órdenes de servicio',
        insumos: 'Insumos',
        agendamentos: 'Citas',
        entradas: 'Notas de entrada',
        expedicoes: 'Notas de salida',
        produtos: 'Productos',
        romaneios: 'Listas de carga',
        motivos_ressalvas: 'Motivos de salvedad',
      },
      topbar: {
        toggle_menu: 'Mostrar u ocultar el menú',
        fullscreen: 'Pantalla completa',
        exit_fullscreen: 'Salir de pantalla completa',
        theme_settings: 'Ajustes del tema',
        language: 'Idioma: %{language}',
      },
      user_menu: {
        profile: 'Mi perfil',
        lock: 'Bloquear pantalla',
        language: 'Idioma',
      },
      footer: {
        developed_by: 'Desarrollado por %{company}',
        developed_by_team: 'Desarrollado por el equipo del producto',
      },
      theme: {
        title: 'Ajustes del tema',
        tabs: { settings: 'Ajustes', chat: 'Chat', tasks: 'Tareas' },
        chat: {
          note: 'Contenido de demostración: este chat no envía ni recibe mensajes.',
          dispatch: { role: 'Expedición', message: 'Lista de empaque 1042 verificada, se puede liberar el muelle 2.' },
          driver: { role: 'Conductor', message: 'Llegué al cliente, empiezo la descarga.' },
          warehouse: { role: 'Almacén', message: 'Conteo del pasillo A terminado, sin diferencias.' },
        },
        layoutType: { label: 'Diseño', vertical: 'Vertical', horizontal: 'Horizontal', detached: 'Separado', two_column: 'Dos columnas' },
        layoutWidth: { label: 'Ancho', fluid: 'Fluido', boxed: 'Centrado' },
        topbar: { label: 'Color de la barra superior', dark: 'Oscuro', light: 'Claro' },
        menuPosition: { label: 'Posición del menú', fixed: 'Fija', scrollable: 'Desplazable' },
        leftSidebarType: { label: 'Color de la barra lateral', dark: 'Oscuro', light: 'Claro', brand: 'Color de la marca', gradient: 'Degradado' },
        leftSidebarSize: { label: 'Tamaño de la barra lateral', default: 'Normal', condensed: 'Condensada', compact: 'Compacta' },
        sidebarUserInfo: 'Datos del usuario en la barra lateral',
        not_used: 'No se aplica al diseño «%{layout}»',
        reset: 'Restablecer valores predeterminados',
      },
    },
  },
};

export default messages;
