// Lectura: el campo de lectura, la cámara y lo que significa una lectura (es).
const messages = {
  app: {
    scan: {
      label: 'Escanee o escriba un código',
      camera: 'Escanear con la cámara',
      camera_title: 'Apunte la cámara a un código',
      close: 'Cerrar',
      torch_on: 'Encender la linterna',
      torch_off: 'Apagar la linterna',
      continuous: 'Seguir escaneando',
      read: 'Leído: %{code}',
      camera_failed: 'No se pudo abrir la cámara: permita el acceso, o escanee o escriba el código',
      starting: 'Abriendo la cámara…',
      unknown_code: 'Ningún material, ubicación o nota tiene el código %{code}: no se cambió nada',
      ambiguous: 'El código %{code} pertenece a varios materiales (%{codigos}): no se cambió nada',
      gs1: {
        check_digit: 'Código rechazado: el dígito de control de (%{ai}) es incorrecto',
        unknown_ai: 'Código rechazado: el identificador GS1 (%{ai}) no se conoce',
        too_long: 'Código rechazado: (%{ai}) es demasiado largo',
        too_short: 'Código rechazado: (%{ai}) es demasiado corto',
        bad_date: 'Código rechazado: la fecha de (%{ai}) no existe',
        bad_chars: 'Código rechazado: (%{ai}) tiene caracteres no permitidos',
        duplicate_ai: 'Código rechazado: (%{ai}) aparece dos veces',
        empty: 'Código rechazado: (%{ai}) está vacío',
      },
    },
  },
};

export default messages;
