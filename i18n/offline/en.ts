// Working offline: the outbox and the kept data (en).
const messages = {
  app: {
    offline: {
      needs_network: 'This needs a connection: try again once online',
      not_cached: 'Offline, and this page has not been opened on this device yet',
      depends_on: 'Not sent: it depends on another change the server refused',
      tasks: {
        list: 'Changes waiting to sync',
        finish: 'Finish stop %{n} of itinerary %{numero}',
        finish_unknown: 'Finish a stop',
        create: 'New %{resource} %{name}',
        create_unnamed: 'New %{resource}',
        update: 'Change %{resource} %{name}',
        update_unnamed: 'Change %{resource}',
        delete: 'Delete %{resource} %{name}',
        delete_unnamed: 'Delete %{resource}',
        record: 'record',
        photo: 'Photo',
        file: 'File',
        captured: 'Made on %{time}',
        waiting: 'Waiting to sync',
        sending: 'Sending…',
        refused: 'Refused: %{message}',
        open: 'Open',
        retry: 'Retry',
        discard: 'Discard',
        discard_title: 'Discard this change?',
        discard_text: '“%{what}” will never be sent to the server.',
        sync_now: 'Sync now',
        stale: 'A change has waited more than 3 days: browsers may clear the data of an unused app. Connect to sync.',
      },
      badge: '%{smart_count} change not yet accepted, the oldest %{age} |||| %{smart_count} changes not yet accepted, the oldest %{age}',
      sync: {
        title: 'Please wait!',
        text: 'syncing data.',
        progress: '%{n} of %{m}',
      },
      signout: {
        title: 'Changes not sent yet',
        text: '%{smart_count} change is waiting to reach the server. If you sign out, it stays on this device until you sign in again. |||| %{smart_count} changes are waiting to reach the server. If you sign out, they stay on this device until you sign in again.',
        sync: 'Sync now',
        anyway: 'Sign out anyway',
        not_all: 'Not every change was accepted: see the tasks tab.',
      },
      notice: 'Offline · data from %{time}',
      waiting_mark: 'Waiting to sync',
      queued_finish: 'Saved on this device; it will be sent when the connection returns',
      queued_save: 'Saved on this device; waiting to sync',
    },
  },
};

export default messages;
