// Scanning: the scan field, the camera and what a read means (en).
const messages = {
  app: {
    scan: {
      label: 'Scan or type a code',
      camera: 'Scan with the camera',
      camera_title: 'Point the camera at a code',
      close: 'Close',
      torch_on: 'Turn the light on',
      torch_off: 'Turn the light off',
      continuous: 'Keep scanning',
      read: 'Read: %{code}',
      camera_failed: 'The camera could not be opened: allow it, or scan or type the code',
      starting: 'Opening the camera…',
      unknown_code: 'No material, bin or note has the code %{code}: nothing was changed',
      ambiguous: 'The code %{code} belongs to several materials (%{codigos}): nothing was changed',
      gs1: {
        check_digit: 'Code refused: the check digit of (%{ai}) is wrong',
        unknown_ai: 'Code refused: the GS1 identifier (%{ai}) is not known',
        too_long: 'Code refused: (%{ai}) is too long',
        too_short: 'Code refused: (%{ai}) is too short',
        bad_date: 'Code refused: the date in (%{ai}) does not exist',
        bad_chars: 'Code refused: (%{ai}) holds characters it may not',
        duplicate_ai: 'Code refused: (%{ai}) appears twice',
        empty: 'Code refused: (%{ai}) is empty',
      },
    },
  },
};

export default messages;
