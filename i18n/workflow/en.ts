// Workflow records on screen: lifecycle buttons, the history tab, line items, stored files (en).
const messages = {
  app: {
    workflow: {
      move_to: 'Move to %{status}',
      moved: 'Status changed to %{status}',
      current: 'Current status',
      overdue: 'Late',
      overdue_hint: 'Past its due date and not concluded',
      no_moves: 'No further status change',
    },
    history: {
      tab: 'History',
      details: 'Details',
      empty: 'No changes recorded yet',
      by: 'by %{user}',
      system: 'the system',
      load_failed: 'The history could not be loaded',
      changed: 'changed',
      empty_value: '(empty)',
      line: '%{lines} %{n}',
      line_added: 'added',
      line_removed: 'removed',
      position: 'position',
      more: 'Show older changes',
      actions: {
        create: 'Created',
        update: 'Changed',
        delete: 'Deleted',
        transition: 'Status changed',
        planejar: 'Requests planned',
        finalizar: 'Stop finished',
        import: 'Imported',
      },
    },
    lines: {
      add: 'Add line',
      remove: 'Remove line %{n}',
      up: 'Move line %{n} up',
      down: 'Move line %{n} down',
      drag: 'Reorder line %{n}: press space, then the arrow keys',
      empty: 'No lines yet',
      number: 'Line',
      picked: 'Picked up line %{n}.',
      over: 'Line %{n} is over position %{to}.',
      dropped: 'Line %{n} dropped at position %{to}.',
      cancelled: 'Reordering cancelled; line %{n} is back at position %{to}.',
    },
    files: {
      photo: 'Photo',
      open: 'Open the photo',
      none: 'No photo',
      load_failed: 'The file could not be loaded',
    },
  },
};

export default messages;
