// Leitura: o campo de leitura, a câmera e o que uma leitura quer dizer (pt).
const messages = {
  app: {
    scan: {
      label: 'Leia ou digite um código',
      camera: 'Ler com a câmera',
      camera_title: 'Aponte a câmera para um código',
      close: 'Fechar',
      torch_on: 'Acender a lanterna',
      torch_off: 'Apagar a lanterna',
      continuous: 'Continuar lendo',
      read: 'Lido: %{code}',
      camera_failed: 'Não foi possível abrir a câmera: permita o acesso, ou leia ou digite o código',
      starting: 'Abrindo a câmera…',
      unknown_code: 'Nenhum material, endereço ou nota tem o código %{code}: nada foi alterado',
      ambiguous: 'O código %{code} pertence a vários materiais (%{codigos}): nada foi alterado',
      gs1: {
        check_digit: 'Código recusado: o dígito verificador de (%{ai}) está errado',
        unknown_ai: 'Código recusado: o identificador GS1 (%{ai}) não é conhecido',
        too_long: 'Código recusado: (%{ai}) é longo demais',
        too_short: 'Código recusado: (%{ai}) é curto demais',
        bad_date: 'Código recusado: a data em (%{ai}) não existe',
        bad_chars: 'Código recusado: (%{ai}) tem caracteres não permitidos',
        duplicate_ai: 'Código recusado: (%{ai}) aparece duas vezes',
        empty: 'Código recusado: (%{ai}) está vazio',
      },
    },
  },
};

export default messages;
