import { defineResource } from '../registry/define';
import { USER_TYPES } from '../registry/seedIds';

const GRUPO = { id: '01900000-0000-7000-8000-00000000000d', nome: 'Insumo' };

const times = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.round(a * b * 100) / 100 : null;

export default defineResource({
  name: 'insumos',
  fields: {
    data: { kind: 'datetime', required: true },
    veiculo_id: { kind: 'ref', ref: 'veiculos', required: true },
    motorista_id: { kind: 'ref', ref: 'usuarios', refFilter: { tipo_id: USER_TYPES.motorista.id } },
    // Where it was supplied (a fuel station, a toll plaza).
    ponto_id: { kind: 'ref', ref: 'pontos' },
    descricao: { kind: 'text', required: true, max: 300 },
    tipo_id: { kind: 'ref', ref: 'tipos', group: GRUPO },
    quantidade: { kind: 'decimal', min: 0 },
    valor_unitario: { kind: 'money', min: 0 },
    valor_total: { kind: 'money', computed: (r) => times(r.quantidade, r.valor_unitario) },
    bandeira_id: { kind: 'ref', ref: 'bandeiras' },
    cartao: { kind: 'card' },
    fator_calculo_id: { kind: 'ref', ref: 'fator-calculos' },
    // The card operator's answer (Aprovado, Negado, ...), coloured as docs/domain.md "Status colours" says.
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
  },
  // Chosen from the operator's answer, not a lifecycle: no workflow.
  statuses: {
    field: 'status_id',
    values: {
      aprovado: { id: '01900000-0000-7000-8002-000000000c00', nome: 'Aprovado' },
      negado: { id: '01900000-0000-7000-8002-000000000c01', nome: 'Negado' },
      naoAutorizado: { id: '01900000-0000-7000-8002-000000000c02', nome: 'Não autorizado' },
      sucesso: { id: '01900000-0000-7000-8002-000000000c03', nome: 'Operação realizada com sucesso' },
    },
  },
  display: 'descricao',
  list: ['data', 'veiculo_id', 'descricao', 'valor_total', 'status_id'],
  // `data` lets the transport dashboard open a vehicle's supplies of its period (src/dashboards/drill.ts).
  filters: ['veiculo_id', 'motorista_id', 'tipo_id', 'status_id', 'data'],
  search: ['descricao', 'cartao', 'veiculo_id'],
  sort: { field: 'data', order: 'desc' },
  menu: { group: 'transporte', order: 10, icon: 'LocalGasStation' },
  viewRole: 'view-coleta-entrega',
  labels: {
    pt: {
      name: 'Insumo |||| Insumos',
      fields: {
        data: 'Data',
        veiculo_id: 'Veículo',
        motorista_id: 'Motorista',
        ponto_id: 'Local',
        descricao: 'Descrição',
        tipo_id: 'Tipo',
        quantidade: 'Quantidade',
        valor_unitario: 'Valor unitário',
        valor_total: 'Valor total',
        bandeira_id: 'Bandeira',
        cartao: 'Cartão',
        fator_calculo_id: 'Fator de cálculo',
        status_id: 'Status',
      },
      statuses: {
        aprovado: 'Aprovado',
        negado: 'Negado',
        naoAutorizado: 'Não autorizado',
        sucesso: 'Operação realizada com sucesso',
      },
    },
    en: {
      name: 'Supply |||| Supplies',
      fields: {
        data: 'Date',
        veiculo_id: 'Vehicle',
        motorista_id: 'Driver',
        ponto_id: 'Place',
        descricao: 'Description',
        tipo_id: 'Type',
        quantidade: 'Quantity',
        valor_unitario: 'Unit price',
        valor_total: 'Total amount',
        bandeira_id: 'Card brand',
        cartao: 'Card',
        fator_calculo_id: 'Calculation factor',
        status_id: 'Status',
      },
      statuses: { aprovado: 'Approved', negado: 'Declined', naoAutorizado: 'Not authorized', sucesso: 'Transaction successful' },
    },
    fr: {
      name: 'Dépense |||| Dépenses',
      fields: {
        data: 'Date',
        veiculo_id: 'Véhicule',
        motorista_id: 'Chauffeur',
        ponto_id: 'Lieu',
        descricao: 'Description',
        tipo_id: 'Type',
        quantidade: 'Quantité',
        valor_unitario: 'Prix unitaire',
        valor_total: 'Montant total',
        bandeira_id: 'Marque de carte',
        cartao: 'Carte',
        fator_calculo_id: 'Facteur de calcul',
        status_id: 'Statut',
      },
      statuses: { aprovado: 'Approuvé', negado: 'Refusé', naoAutorizado: 'Non autorisé', sucesso: 'Opération réussie' },
    },
    es: {
      name: 'Gasto |||| Gastos',
      fields: {
        data: 'Fecha',
        veiculo_id: 'Vehículo',
        motorista_id: 'Conductor',
        ponto_id: 'Lugar',
        descricao: 'Descripción',
        tipo_id: 'Tipo',
        quantidade: 'Cantidad',
        valor_unitario: 'Precio unitario',
        valor_total: 'Valor total',
        bandeira_id: 'Marca de tarjeta',
        cartao: 'Tarjeta',
        fator_calculo_id: 'Factor de cálculo',
        status_id: 'Estado',
      },
      statuses: {
        aprovado: 'Aprobado',
        negado: 'Rechazado',
        naoAutorizado: 'No autorizado',
        sucesso: 'Operación realizada con éxito',
      },
    },
    ar: {
      name: 'مصروفات |||| مصروف |||| المصروفات |||| المصروفات |||| المصروفات |||| المصروفات',
      fields: {
        data: 'التاريخ',
        veiculo_id: 'المركبة',
        motorista_id: 'السائق',
        ponto_id: 'المكان',
        descricao: 'الوصف',
        tipo_id: 'النوع',
        quantidade: 'الكمية',
        valor_unitario: 'سعر الوحدة',
        valor_total: 'المبلغ الإجمالي',
        bandeira_id: 'علامة البطاقة',
        cartao: 'البطاقة',
        fator_calculo_id: 'عامل الحساب',
        status_id: 'الحالة',
      },
      statuses: { aprovado: 'موافق عليه', negado: 'مرفوض', naoAutorizado: 'غير مصرح به', sucesso: 'تمت العملية بنجاح' },
    },
  },
});
