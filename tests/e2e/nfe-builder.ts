import { nfeKeyCheckDigit } from '../../src/registry/brazil';

// An NF-e XML shaped like an authorised one (nfeProc wrapper, namespace, version 4.00, signature and
// protocol), built for one e2e run: its emitter, number, items and lots chosen by the test, its
// access key rebuilt with the right check digit.

export interface NfeLot { lote: string; quantidade: number; validade: string }
export interface NfeItem {
  /** cProd: the supplier's own code; a code never seen before makes a new material. */
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number;
  valor_unitario: number;
  /** The item's rastro groups (lot, quantity, expiry); each becomes its own entrada line. */
  lotes?: NfeLot[];
}
export interface NfeSpec {
  emitente: { cnpj: string; nome: string };
  numero: number;
  serie?: number;
  /** dhEmi's day, YYYY-MM-DD. */
  emissao: string;
  itens: NfeItem[];
  /** dest/CNPJ: whom the note is addressed to (our demo warehouse's CNPJ unless a test says otherwise). */
  destinatario?: string;
}

/** The CNPJ the built notes are addressed to: register it as a company and they raise no warning. */
export const NFE_DEST = '11444777000161';

const money = (v: number) => v.toFixed(2);

/** The 44-position access key: cUF, AAMM, the emitter's CNPJ, model 55, series, number, tpEmis, cNF, cDV. */
export const nfeKey = (spec: NfeSpec) => {
  const [y, m] = spec.emissao.split('-');
  const start = `35${y.slice(2)}${m}${spec.emitente.cnpj}55${String(spec.serie ?? 1).padStart(3, '0')}`
    + `${String(spec.numero).padStart(9, '0')}1${String(spec.numero % 1e8).padStart(8, '0')}`;
  return `${start}${nfeKeyCheckDigit(start)}`;
};

const det = (item: NfeItem, n: number) => {
  const total = money(item.quantidade * item.valor_unitario);
  const rastro = (item.lotes ?? []).map((l) =>
    `<rastro><nLote>${l.lote}</nLote><qLote>${l.quantidade}</qLote><dFab>2026-01-10</dFab><dVal>${l.validade}</dVal></rastro>`).join('');
  return `<det nItem="${n}"><prod><cProd>${item.codigo}</cProd><cEAN>SEM GTIN</cEAN><xProd>${item.descricao}</xProd><NCM>30049099</NCM>`
    + `<CFOP>5102</CFOP><uCom>${item.unidade}</uCom><qCom>${item.quantidade}</qCom><vUnCom>${money(item.valor_unitario)}</vUnCom><vProd>${total}</vProd>`
    + `<cEANTrib>SEM GTIN</cEANTrib><uTrib>${item.unidade}</uTrib><qTrib>${item.quantidade}</qTrib><vUnTrib>${money(item.valor_unitario)}</vUnTrib>`
    + `<indTot>1</indTot>${rastro}</prod><imposto><ICMS><ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>${total}</vBC>`
    + '<pICMS>18.00</pICMS><vICMS>0.00</vICMS></ICMS00></ICMS></imposto></det>';
};

/** The XML and its access key. */
export const buildNfe = (spec: NfeSpec) => {
  const key = nfeKey(spec);
  const cNF = key.slice(35, 43);
  const vNF = money(spec.itens.reduce((s, i) => s + i.quantidade * i.valor_unitario, 0));
  const xml = '<?xml version="1.0" encoding="UTF-8"?>'
    + '<nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><NFe xmlns="http://www.portalfiscal.inf.br/nfe">'
    + `<infNFe versao="4.00" Id="NFe${key}"><ide><cUF>35</cUF><cNF>${cNF}</cNF><natOp>VENDA</natOp><mod>55</mod>`
    + `<serie>${spec.serie ?? 1}</serie><nNF>${spec.numero}</nNF><dhEmi>${spec.emissao}T10:15:00-03:00</dhEmi><tpNF>1</tpNF>`
    + `<idDest>1</idDest><cMunFG>3509502</cMunFG><tpImp>1</tpImp><tpEmis>1</tpEmis><cDV>${key[43]}</cDV><tpAmb>1</tpAmb>`
    + '<finNFe>1</finNFe><indFinal>0</indFinal><indPres>0</indPres><procEmi>0</procEmi><verProc>1.0</verProc></ide>'
    + `<emit><CNPJ>${spec.emitente.cnpj}</CNPJ><xNome>${spec.emitente.nome}</xNome><enderEmit><xLgr>Rua das Flores</xLgr><nro>100</nro>`
    + '<xBairro>Centro</xBairro><cMun>3509502</cMun><xMun>Campinas</xMun><UF>SP</UF><CEP>13010000</CEP><cPais>1058</cPais>'
    + '<xPais>BRASIL</xPais></enderEmit><IE>123456789110</IE><CRT>3</CRT></emit>'
    + `<dest><CNPJ>${spec.destinatario ?? NFE_DEST}</CNPJ><xNome>Armazem Destino</xNome></dest>`
    + spec.itens.map((item, i) => det(item, i + 1)).join('')
    + `<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vProd>${vNF}</vProd><vNF>${vNF}</vNF></ICMSTot></total>`
    + '<transp><modFrete>0</modFrete></transp></infNFe><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/></Signature></NFe>'
    + `<protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><chNFe>${key}</chNFe><dhRecbto>${spec.emissao}T10:16:00-03:00</dhRecbto>`
    + '<nProt>135260000000001</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>';
  return { xml, key };
};

/** Registers NFE_DEST as one of our companies, once per database: the notes built here are then addressed to us. */
export const registerNfeDest = async (v1: { get(path: string): Promise<{ data: unknown[] }>; post(path: string, data: object): Promise<unknown> }) => {
  if ((await v1.get(`empresas?q=${NFE_DEST}`)).data.length) return;
  await v1.post('empresas', { razao_social: 'Armazém Destino Ltda', cnpj: NFE_DEST, filial: 'Matriz' });
};
