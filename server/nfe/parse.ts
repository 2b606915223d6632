import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { chaveAcessoValida } from '../../src/registry/nfe';
import { AppError, badRequest } from '../errors';

/** One line of an inbound note: an NF-e item, or one of its lots (`rastro`). */
export interface NfeLine {
  /** Position of the item in the NF-e (det/@nItem, else its order). */
  item: number;
  cProd: string;
  cEAN: string;
  xProd: string;
  uCom: string;
  /** As invoiced, in the supplier's unit: qCom, or the lot's qLote. */
  quantidade: number;
  valorUnitario: number;
  lote: string;
  /** yyyy-MM-dd; a month-only dVal is that month's last day. */
  validade: string | null;
}

export interface Nfe {
  chave: string;
  numero: string;
  serie: string;
  /** dhEmi's calendar day as the issuer wrote it. */
  dataEmissao: string;
  emitente: {
    cnpj: string; razaoSocial: string; nomeFantasia: string;
    logradouro: string; numero: string; complemento: string; bairro: string; cidade: string; uf: string; cep: string; telefone: string;
  };
  /** dest: whom the note is addressed to (CNPJ, else CPF), and its name. */
  destinatario: { cnpj: string; nome: string };
  /** ide/tpAmb: '1' production, '2' the test environment (homologação), which has no fiscal value. */
  ambiente: string;
  valorTotal: number;
  linhas: NfeLine[];
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const num = (v: unknown, where: string): number => {
  const n = Number(text(v));
  if (!text(v) || !Number.isFinite(n)) throw badRequest('resources.entradas.messages.nfe_campo', { campo: where });
  return n;
};

const refuse = (key: string, args?: Record<string, unknown>) => new AppError(400, key, args);

/** `dVal` as a date: yyyy-MM-dd as is; yyyy-MM (no day) means the month's last day. */
export const expiryDate = (dVal: string): string | null => {
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dVal);
  if (full) return dVal;
  const month = /^(\d{4})-(\d{2})$/.exec(dVal);
  if (!month) return null;
  const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
  return `${month[1]}-${month[2]}-${String(last).padStart(2, '0')}`;
};

/**
 * No entity is ever expanded and no DTD read: a document that declares one is refused before it
 * is parsed (an entity bomb costs nothing). Namespace prefixes are dropped so `nfe:NFe` and a bare
 * `NFe` read alike; every value stays a string (cProd "007" keeps its zeros).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
});

/** The event element of a cancellation (tpEvento 110111) in any of its wrappers. */
const eventType = (root: Node): string | undefined => {
  const proc = isNode(root.procEventoNFe) ? root.procEventoNFe : undefined;
  const env = isNode(root.envEvento) ? root.envEvento : undefined;
  const events = [...list(proc?.evento), ...list(env?.evento), ...list(root.evento)].filter(isNode);
  if (!events.length && !proc && !env) return undefined;
  const types = events.map((e) => (isNode(e.infEvento) ? text(e.infEvento.tpEvento) : ''));
  return types.find((t) => t === '110111') ?? types[0] ?? '';
};

/** Parses a supplier's NF-e (model 55, layout 4.00), bare `NFe` or inside `nfeProc`; anything else is a 400 saying what it is. */
export const parseNfe = (xml: string): Nfe => {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuse('resources.entradas.messages.nfe_dtd');
  if (!xml.trim() || XMLValidator.validate(xml) !== true) throw refuse('resources.entradas.messages.nfe_malformado');
  const root = parser.parse(xml) as Node;
  const ev = eventType(root);
  if (ev === '110111') throw refuse('resources.entradas.messages.nfe_cancelada');
  if (ev !== undefined) throw refuse('resources.entradas.messages.nfe_outro_documento');
  const nfe = isNode(root.nfeProc) ? root.nfeProc.NFe : root.NFe;
  const inf = isNode(nfe) ? nfe.infNFe : undefined;
  if (!isNode(inf)) throw refuse('resources.entradas.messages.nfe_outro_documento');
  const versao = text(inf['@versao']);
  if (versao && versao !== '4.00') throw refuse('resources.entradas.messages.nfe_versao', { versao });

  const id = text(inf['@Id']).toUpperCase();
  if (!/^NFE[0-9A-Z]{44}$/.test(id)) throw new AppError(400, 'app.validation.chave_acesso', {}, { chave_acesso: { message: 'app.validation.chave_acesso' } });
  const chave = id.slice(3);
  if (!chaveAcessoValida(chave)) throw new AppError(400, 'app.validation.chave_acesso_dv', {}, { chave_acesso: { message: 'app.validation.chave_acesso_dv' } });

  const ide = isNode(inf.ide) ? inf.ide : {};
  const mod = text(ide.mod);
  if (mod && mod !== '55') throw refuse('resources.entradas.messages.nfe_outro_documento');
  const emissao = text(ide.dhEmi) || text(ide.dEmi);
  if (!/^\d{4}-\d{2}-\d{2}/.test(emissao)) throw badRequest('resources.entradas.messages.nfe_campo', { campo: 'ide/dhEmi' });
  const numero = text(ide.nNF);
  if (!/^\d{1,9}$/.test(numero)) throw badRequest('resources.entradas.messages.nfe_campo', { campo: 'ide/nNF' });

  const emit = isNode(inf.emit) ? inf.emit : {};
  const cnpj = text(emit.CNPJ).toUpperCase();
  if (!cnpj) throw refuse('resources.entradas.messages.nfe_emitente_cnpj');
  const end = isNode(emit.enderEmit) ? emit.enderEmit : {};
  const dest = isNode(inf.dest) ? inf.dest : {};

  const total = isNode(inf.total) && isNode(inf.total.ICMSTot) ? inf.total.ICMSTot : {};
  const dets = list(inf.det).filter(isNode);
  if (!dets.length) throw badRequest('resources.entradas.messages.nfe_campo', { campo: 'det' });

  const linhas: NfeLine[] = [];
  dets.forEach((det, i) => {
    const prod = isNode(det.prod) ? det.prod : {};
    const item = Number(text(det['@nItem'])) || i + 1;
    const base = {
      item,
      cProd: text(prod.cProd),
      cEAN: text(prod.cEAN),
      xProd: text(prod.xProd),
      uCom: text(prod.uCom),
      valorUnitario: num(prod.vUnCom, `det[${item}]/prod/vUnCom`),
    };
    if (!base.cProd) throw badRequest('resources.entradas.messages.nfe_campo', { campo: `det[${item}]/prod/cProd` });
    const lots = list(prod.rastro).filter(isNode);
    if (!lots.length) {
      linhas.push({ ...base, quantidade: num(prod.qCom, `det[${item}]/prod/qCom`), lote: '', validade: null });
      return;
    }
    for (const r of lots) {
      const dVal = text(r.dVal);
      const validade = dVal ? expiryDate(dVal) : null;
      if (dVal && !validade) throw badRequest('resources.entradas.messages.nfe_campo', { campo: `det[${item}]/prod/rastro/dVal` });
      linhas.push({ ...base, quantidade: num(r.qLote, `det[${item}]/prod/rastro/qLote`), lote: text(r.nLote), validade });
    }
  });

  return {
    chave,
    numero,
    serie: text(ide.serie),
    dataEmissao: emissao.slice(0, 10),
    emitente: {
      cnpj,
      razaoSocial: text(emit.xNome),
      nomeFantasia: text(emit.xFant),
      logradouro: text(end.xLgr),
      numero: text(end.nro),
      complemento: text(end.xCpl),
      bairro: text(end.xBairro),
      cidade: text(end.xMun),
      uf: text(end.UF),
      cep: text(end.CEP),
      telefone: text(end.fone),
    },
    destinatario: { cnpj: (text(dest.CNPJ) || text(dest.CPF)).toUpperCase(), nome: text(dest.xNome) },
    ambiente: text(ide.tpAmb),
    valorTotal: total.vNF === undefined ? 0 : num(total.vNF, 'total/ICMSTot/vNF'),
    linhas,
  };
};
