// An NF-e of 500 items imported through the API: the preview (dry run) and the import, first with every product new, then mapped.
import { nfeKeyCheckDigit } from '../src/registry/brazil';
import { type Database, ms, report, startApp } from './lib';

const ITEMS = 500;
const CNPJ = '11222333000181';

/** An NF-e 4.00 inside nfeProc, `ITEMS` items, every third with two lots; its access key with its check digit. */
const nfeXml = (nNF: number) => {
  const start = `352611${CNPJ}55001${String(nNF).padStart(9, '0')}112345678`;
  const key = `${start}${nfeKeyCheckDigit(start)}`;
  const det = Array.from({ length: ITEMS }, (_, i) => {
    const n = i + 1;
    const lots = n % 3 === 0
      ? `<rastro><nLote>A${n}</nLote><qLote>4</qLote><dVal>2027-06</dVal></rastro><rastro><nLote>B${n}</nLote><qLote>6</qLote><dVal>2027-09-30</dVal></rastro>`
      : '';
    return `<det nItem="${n}"><prod><cProd>BENCH-${n}</cProd><cEAN>SEM GTIN</cEAN><xProd>Produto de bancada ${n}</xProd><NCM>30049099</NCM><CFOP>5102</CFOP>`
      + `<uCom>CX</uCom><qCom>10</qCom><vUnCom>2.50</vUnCom><vProd>25.00</vProd>${lots}</prod></det>`;
  }).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe versao="4.00" Id="NFe${key}">`
    + `<ide><cUF>35</cUF><mod>55</mod><serie>1</serie><nNF>${nNF}</nNF><dhEmi>2026-11-20T10:00:00-03:00</dhEmi></ide>`
    + `<emit><CNPJ>${CNPJ}</CNPJ><xNome>Fornecedor de bancada</xNome><enderEmit><xMun>Campinas</xMun><UF>SP</UF></enderEmit></emit>`
    + `${det}<total><ICMSTot><vNF>${(ITEMS * 25).toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>`;
  return xml;
};

export const nfe = async (db: Database) => {
  const running = await startApp(db);
  const post = async (xml: string, dryRun: boolean) => {
    const t0 = performance.now();
    const res = await fetch(`${running.base}/v1/entradas/nfe${dryRun ? '?dry_run=true' : ''}`, {
      method: 'POST', headers: { authorization: `Bearer ${running.token}`, 'content-type': 'application/xml' }, body: xml,
    });
    const body = await res.json() as { itens?: unknown[] };
    const took = performance.now() - t0;
    if (res.status !== (dryRun ? 200 : 201)) throw new Error(`NF-e ${dryRun ? 'preview' : 'import'}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { took, lines: body.itens?.length ?? 0 };
  };
  try {
    const first = nfeXml(900001);
    const newPreview = await post(first, true);
    const newImport = await post(first, false);
    const second = nfeXml(900002);
    const mappedPreview = await post(second, true);
    const mappedImport = await post(second, false);
    report(`NF-e import, ${ITEMS} items (${newImport.lines} lines, ${(first.length / 1024).toFixed(0)} KB) (goal ≤ 1 s)`, [
      ['dry run, every product new', ms(newPreview.took)],
      ['import, supplier + 500 materials + 500 mappings', ms(newImport.took)],
      ['dry run, every product mapped', ms(mappedPreview.took)],
      ['import, every product mapped', ms(mappedImport.took)],
    ]);
  } finally {
    await running.app.close();
  }
};
