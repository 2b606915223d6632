import type { HomeLabels, Widen } from '../../../registry/labels';
import type enderecos from '../index';
import type en from './en';

const es = {
  name: 'Ubicación de stock |||| Ubicaciones de stock',
  fields: {
    endereco: 'Ubicación', zona: 'Zona', descricao: 'Descripción', capacidade: 'Capacidad (unidades)', bloqueado: 'Bloqueada', ativo: 'Activa',
  },
  pages: { transferencia: 'Transferencia entre ubicaciones' },
  messages: {
    desconhecido: 'La ubicación %{endereco} no está registrada',
    inativo: 'La ubicación %{endereco} está inactiva',
    bloqueado: 'La ubicación %{endereco} está bloqueada: no recibe stock',
    em_uso: 'La ubicación %{endereco} tiene stock: retírelo antes',
    mesmo_endereco: 'Elija una ubicación distinta de la de origen',
    suggestion: {
      title: 'Ubicación sugerida',
      take: 'Usar %{endereco}',
      none: 'No hay ubicación libre para sugerir',
      mesmo_lote: 'ya guarda este lote (%{quantidade})',
      mesmo_material: 'ya guarda este material (%{quantidade})',
      vazio: 'vacía, zona %{zona}',
    },
    transfer: {
      title: 'Transferencia entre ubicaciones',
      intro: 'Escanee o escriba cada código; Enter pasa al campo siguiente.',
      de: 'Ubicación de origen',
      material: 'Producto',
      lote: 'Lote',
      para: 'Ubicación de destino',
      quantidade: 'Cantidad',
      submit: 'Transferir',
      done: '%{quantidade} movido(s) de %{de} a %{para}',
      queued: 'Guardado en este dispositivo; la transferencia se enviará al volver la conexión',
      scan: 'Lea origen, producto y destino',
      scan_de: 'Lea la ubicación de origen',
      scan_material: 'Lea el producto (GS1: producto y lote a la vez)',
      scan_para: 'Lea la ubicación de destino',
      scan_no_product: 'Este código no indica un producto: lea el producto',
      material_unknown: 'Ningún producto con el código %{codigo}',
      available: 'Disponible en %{endereco}: %{quantidade}',
    },
  },
} satisfies HomeLabels<typeof enderecos, 'es', Widen<typeof en.messages>>;

export default es;
