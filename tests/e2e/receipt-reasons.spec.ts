import entradas from '../../src/resources/entradas';
import recebimentos from '../../src/resources/recebimentos';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 28, point 8: a count that differs from the invoice asks for a reason (the motivos-ressalvas)
// before it is confirmed; the reason is kept on the line's counted bins. The dialog on a 390 px
// phone and a desktop, in pt and ar, with axe.

const SHOTS = '/tmp/shots-i28-numbers';
const TEXT = {
  pt: { confirm: 'Confirmar recebimento', title: 'Motivos das diferenças', reason: 'Ressalva', done: 'Recebimento confirmado: estoque lançado' },
  ar: { confirm: 'تأكيد الاستلام', title: 'أسباب الفروق', reason: 'التحفظ', done: 'تم تأكيد الاستلام: سُجّل المخزون' },
} as const;

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1400, height: 900 } })) {
    test(`${lang}, ${device}: a count short of the invoice asks the reason for it before confirming`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const api = await adminApi(request);
      await api.bins(['G-01-01-01', 'G-01-01-02']);
      const tag = `${lang}${device}${Date.now().toString(36)}`.toUpperCase();
      const falta = await api.post('motivos-ressalvas', { nome: `Falta ${tag}`, bloqueia_estoque: false });
      const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor motivos ${tag}`, cnpj: cnpj() });
      const exact = await api.post('materiais', { codigo: `MX${tag}`, descricao: 'Arruela', unidade: 'UN' });
      const short = await api.post('materiais', { codigo: `MS${tag}`, descricao: 'Parafuso sextavado de aço inoxidável com porca e arruela', unidade: 'UN' });
      const entrada = await api.post('entradas', {
        numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20',
        itens: [{ material_id: exact.id, quantidade: 5 }, { material_id: short.id, quantidade: 10 }],
      });
      const [a, b] = entrada.itens as { id: string }[];
      const r = await api.post('recebimentos', { entrada_id: entrada.id, itens: [
        { entrada_item_id: a.id, quantidade_recebida: 5, endereco: 'G-01-01-01' },
        { entrada_item_id: b.id, quantidade_recebida: 8, endereco: 'G-01-01-02' },
      ] });
      await api.put(`recebimentos/${r.id}`, { status_id: recebimentos.statusIds.contado, version: r.version });

      await page.goto(`/${lang}/recebimentos/${r.id}/show`);
      await page.getByRole('button', { name: TEXT[lang].confirm }).click();
      const dialog = page.getByRole('dialog', { name: TEXT[lang].title });
      await expect(dialog).toBeVisible();
      // Only the line that differs is asked about; confirming waits for its reason.
      await expect(dialog.locator(`[data-reason-line="MS${tag}"]`)).toBeVisible();
      await expect(dialog.locator(`[data-reason-line="MX${tag}"]`)).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: TEXT[lang].confirm })).toBeDisabled();
      await dialog.getByRole('combobox', { name: TEXT[lang].reason }).click();
      await page.getByRole('option', { name: falta.nome }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page), `reasons dialog ${lang} ${device}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/receipt-reasons-${lang}-${device}.png` });
      await dialog.getByRole('button', { name: TEXT[lang].confirm }).click();
      await expect(page.getByText(TEXT[lang].done)).toBeVisible();
      const saved = await api.get(`recebimentos/${r.id}`);
      expect((saved.itens as { motivo_ressalva_id: string | null }[]).map((l) => l.motivo_ressalva_id)).toEqual([null, falta.id]);
      expect((await api.get(`entradas/${entrada.id}`)).status_id).toBe(entradas.statusIds.recebidaComRessalva);
      // The confirmed count says where each line went and why.
      await expect(page.locator(`[data-line="MS${tag}"]`)).toContainText(falta.nome);
      await page.screenshot({ path: `${SHOTS}/receipt-confirmed-${lang}-${device}.png`, fullPage: true });
    });
  }
}
