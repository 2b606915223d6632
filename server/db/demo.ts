import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { type Resource, toColumnName } from '../../src/registry/define';
import { cnpjCheckDigits } from '../../src/registry/brazil';
import { USER_TYPES } from '../../src/registry/seedIds';
import { createSchema } from '../../src/registry/validation';
import { hashPassword } from '../auth/passwords';
import { loadResources } from '../registry';
import { currentSettings } from '../settings';
import { seedTransport } from './demoTransport';
import { DEMO_DRIVERS, DEMO_OFFICE, DEMO_PASSWORD, ascii } from './demoUsers';
import { seedWarehouse } from './demoWarehouse';

/**
 * `npm run seed:demo`: realistic Brazilian rows for every resource that exists, one function
 * per group of resources. Every row goes through its declaration's create schema first (so a
 * demo row is one the API would accept), and a row whose natural key exists is skipped, so a
 * second run adds nothing. Companies and people are invented; their CPF and CNPJ numbers carry
 * valid check digits, and cities, CEPs and area codes are real.
 */

/** A valid CPF from nine digits (the check digits computed as the Receita Federal does). */
export const cpfFrom = (nine: string): string => {
  const digit = (base: string) => {
    const sum = [...base].reduce((acc, d, i) => acc + Number(d) * (base.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const ten = nine + digit(nine);
  return ten + digit(ten);
};

/** A valid CNPJ from its eight-character root (digits, or letters and digits since July 2026) and four-character branch. */
export const cnpjFrom = (root: string, branch = '0001'): string => root + branch + cnpjCheckDigits(root + branch);

interface City { cidade: string; uf: string; ddd: string; cep: string; bairro: string; logradouro: string }

const CITIES: City[] = [
  { cidade: 'São Paulo', uf: 'SP', ddd: '11', cep: '01310100', bairro: 'Bela Vista', logradouro: 'Avenida Paulista' },
  { cidade: 'Guarulhos', uf: 'SP', ddd: '11', cep: '07034000', bairro: 'Jardim Presidente Dutra', logradouro: 'Rodovia Presidente Dutra' },
  { cidade: 'Campinas', uf: 'SP', ddd: '19', cep: '13015100', bairro: 'Centro', logradouro: 'Avenida Francisco Glicério' },
  { cidade: 'Santos', uf: 'SP', ddd: '13', cep: '11013150', bairro: 'Centro', logradouro: 'Rua XV de Novembro' },
  { cidade: 'Rio de Janeiro', uf: 'RJ', ddd: '21', cep: '20040002', bairro: 'Centro', logradouro: 'Avenida Rio Branco' },
  { cidade: 'Belo Horizonte', uf: 'MG', ddd: '31', cep: '30130001', bairro: 'Centro', logradouro: 'Avenida Afonso Pena' },
  { cidade: 'Curitiba', uf: 'PR', ddd: '41', cep: '80020310', bairro: 'Centro', logradouro: 'Rua XV de Novembro' },
  { cidade: 'Joinville', uf: 'SC', ddd: '47', cep: '89201400', bairro: 'Centro', logradouro: 'Rua Nove de Março' },
  { cidade: 'Porto Alegre', uf: 'RS', ddd: '51', cep: '90020020', bairro: 'Centro Histórico', logradouro: 'Avenida Borges de Medeiros' },
  { cidade: 'Salvador', uf: 'BA', ddd: '71', cep: '40060001', bairro: 'Centro', logradouro: 'Avenida Sete de Setembro' },
  { cidade: 'Recife', uf: 'PE', ddd: '81', cep: '50050000', bairro: 'Boa Vista', logradouro: 'Avenida Conde da Boa Vista' },
  { cidade: 'Fortaleza', uf: 'CE', ddd: '85', cep: '60165121', bairro: 'Meireles', logradouro: 'Avenida Beira Mar' },
  { cidade: 'Goiânia', uf: 'GO', ddd: '62', cep: '74015010', bairro: 'Setor Central', logradouro: 'Avenida Goiás' },
  { cidade: 'Brasília', uf: 'DF', ddd: '61', cep: '70300500', bairro: 'Asa Sul', logradouro: 'Setor Comercial Sul' },
  { cidade: 'Manaus', uf: 'AM', ddd: '92', cep: '69010060', bairro: 'Centro', logradouro: 'Avenida Eduardo Ribeiro' },
  { cidade: 'Belém', uf: 'PA', ddd: '91', cep: '66017000', bairro: 'Campina', logradouro: 'Avenida Presidente Vargas' },
];

const city = (name: string): City => {
  const found = CITIES.find((c) => c.cidade === name);
  if (!found) throw new Error(`demo city ${name} is not in CITIES`);
  return found;
};

/** The address fields of a record in `cidade`, at `numero`, with the city's area code for phones. */
const at = (cidade: string, numero: number, complemento?: string) => {
  const c = city(cidade);
  return {
    address: { cep: c.cep, logradouro: c.logradouro, numero: String(numero), complemento, bairro: c.bairro, cidade: c.cidade, uf: c.uf },
    phone: (n: number) => `${c.ddd}3${String(n).padStart(7, '0').slice(-7)}`,
    mobile: (n: number) => `${c.ddd}9${String(n).padStart(8, '0').slice(-8)}`,
  };
};


interface Demo {
  pool: pg.Pool;
  resources: Map<string, Resource>;
  added: Record<string, number>;
}

/**
 * Adds the rows whose `key` value (a field, or several) is not yet in the table. Each row is
 * checked by the resource's create schema, the API's own rules.
 */
const addRows = async (demo: Demo, name: string, key: string[], rows: Record<string, unknown>[]): Promise<void> => {
  const r = demo.resources.get(name);
  if (!r) return; // a resource this build does not have
  const schema = createSchema(r);
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw new Error(`demo ${name} row ${JSON.stringify(row)} is invalid: ${parsed.error.message}`);
    const values = Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const columns = ['id', ...values.map(([f]) => toColumnName(f))];
    const params: unknown[] = [uuidv7(), ...values.map(([, v]) => v)];
    const keyMatch = key.map((f) => `${toColumnName(f)} IS NOT DISTINCT FROM $${columns.indexOf(toColumnName(f)) + 1}`).join(' AND ');
    const res = await demo.pool.query(
      `INSERT INTO ${r.table} (${columns.join(', ')}) SELECT ${params.map((_, i) => `$${i + 1}`).join(', ')}
        WHERE NOT EXISTS (SELECT 1 FROM ${r.table} WHERE ${keyMatch}) ON CONFLICT DO NOTHING`,
      params,
    );
    demo.added[name] = (demo.added[name] ?? 0) + (res.rowCount ?? 0);
  }
};

const idBy = async (demo: Demo, table: string, column: string, value: unknown): Promise<string | undefined> =>
  (await demo.pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value])).rows[0]?.id;

// --- settings and lookup lists ----------------------------------------------------------------

const seedLookups = async (demo: Demo) => {
  await addRows(demo, 'categorias', ['nome'], [
    ['Alimentos secos', 'Grãos, farinhas e enlatados'],
    ['Bebidas', 'Água, sucos, refrigerantes e cervejas'],
    ['Refrigerados', 'Laticínios e frios, de 2 °C a 8 °C'],
    ['Congelados', 'Abaixo de −18 °C'],
    ['Higiene e limpeza', 'Produtos de limpeza doméstica e higiene pessoal'],
    ['Eletrônicos', 'Alto valor agregado: exige escolta acima de R$ 300 mil'],
    ['Autopeças', 'Peças de reposição e acessórios'],
    ['Farmacêuticos', 'Medicamentos com controle de lote e validade'],
    ['Material de construção', 'Cimento, argamassa, ferragens'],
    ['Têxtil', 'Roupas, calçados e tecidos'],
  ].map(([nome, descricao]) => ({ nome, descricao })));

  // Tipos of each resource, in the grupo its tipo_id field declares.
  const tipos: [string, string[]][] = [
    ['pontos', ['Centro de distribuição', 'Loja', 'Cliente final', 'Aeroporto', 'Porto']],
    ['veiculos', ['VUC', 'Toco', 'Truck', 'Carreta', 'Bitrem', 'Van', 'Moto']],
    ['insumos', ['Combustível', 'Pedágio', 'Manutenção', 'Lavagem', 'Estacionamento']],
    ['ocorrencias', ['Entrega', 'Coleta', 'Avaria', 'Atraso']],
    ['materiais', ['Caixa', 'Palete', 'Unidade', 'Fardo']],
    ['solicitacoes', ['Coleta', 'Entrega', 'Transferência']],
    ['ordens-servico', ['Transporte', 'Armazenagem', 'Cross-docking']],
  ];
  await addRows(demo, 'tipos', ['nome', 'grupo_id'],
    tipos.flatMap(([name, nomes]) => nomes.map((nome) => ({ nome, grupo_id: demo.resources.get(name)!.fields.tipo_id.group!.id }))));

  await addRows(demo, 'bandeiras', ['nome'],
    ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard'].map((nome) => ({ nome })));

  await addRows(demo, 'fator-calculos', ['descricao'], [
    { descricao: 'Cubagem rodoviária (kg/m³)', valor: 300 },
    { descricao: 'Cubagem aérea (kg/m³)', valor: 166.6667 },
    { descricao: 'Cubagem marítima (kg/m³)', valor: 1000 },
    { descricao: 'Ad valorem (% do valor da mercadoria)', valor: 0.3 },
    { descricao: 'GRIS (% do valor da mercadoria)', valor: 0.2 },
  ]);
};

/** The current settings (seeded with a name only) get the demo company's details where blank. */
const seedSettings = async (demo: Demo) => {
  const res = await demo.pool.query(
    `UPDATE configuracoes SET
        nome_empresa = CASE WHEN nome_empresa = 'Minha empresa' THEN $1 ELSE nome_empresa END,
        cnpj = coalesce(cnpj, $2), mapa_tile_url = coalesce(mapa_tile_url, $3),
        mapa_lat = coalesce(mapa_lat, $4), mapa_lng = coalesce(mapa_lng, $5),
        sla_ordem_servico_horas = coalesce(sla_ordem_servico_horas, 48), docas = coalesce(docas, 8),
        version = version + 1, updated_at = now()
      WHERE id = (${currentSettings('id')})
        AND (nome_empresa = 'Minha empresa' OR cnpj IS NULL OR mapa_tile_url IS NULL OR mapa_lat IS NULL
             OR sla_ordem_servico_horas IS NULL OR docas IS NULL)`,
    ['Bandeirante Logística', cnpjFrom('27865432'), 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', -23.5614, -46.6559],
  );
  demo.added.configuracoes = res.rowCount ?? 0;
};

// --- companies and business partners ----------------------------------------------------------

const seedCompanies = async (demo: Demo) => {
  const sp = at('São Paulo', 1578, '12º andar');
  const cps = at('Campinas', 1050);
  const gru = at('Guarulhos', 2210, 'Galpão 3');
  const cwb = at('Curitiba', 860);
  const joi = at('Joinville', 1200, 'Galpão 2');
  const sts = at('Santos', 410);
  await addRows(demo, 'empresas', ['cnpj'], [
    { razao_social: 'Bandeirante Logística Ltda', nome_fantasia: 'Bandeirante Log', cnpj: cnpjFrom('27865432'), filial: 'Matriz', inscricao_estadual: '110042490114', ...sp.address, telefone: sp.phone(3254100), email: 'contato@bandeirantelog.com.br' },
    { razao_social: 'Bandeirante Logística Ltda', nome_fantasia: 'Bandeirante Log Campinas', cnpj: cnpjFrom('27865432', '0002'), filial: 'Campinas', inscricao_estadual: '244512887110', ...cps.address, telefone: cps.phone(2117800), email: 'campinas@bandeirantelog.com.br' },
    { razao_social: 'Bandeirante Logística Ltda', nome_fantasia: 'Bandeirante Log Guarulhos', cnpj: cnpjFrom('27865432', '0003'), filial: 'CD Guarulhos', ...gru.address, telefone: gru.phone(2468300), email: 'cd.guarulhos@bandeirantelog.com.br' },
    { razao_social: 'Araucária Armazéns Gerais S.A.', nome_fantasia: 'Araucária Armazéns', cnpj: cnpjFrom('14932876'), filial: 'Matriz', inscricao_estadual: '9051234560', ...cwb.address, telefone: cwb.phone(3022400), email: 'comercial@araucariaarmazens.com.br' },
    // Registered since July 2026: alphanumeric CNPJs (a head office and its branch share the root).
    { razao_social: 'Ipê Fulfillment Ltda', nome_fantasia: 'Ipê Fulfillment', cnpj: cnpjFrom('R8K2TQ4M'), filial: 'Matriz', ...joi.address, telefone: joi.phone(3025500), email: 'contato@ipefulfillment.com.br' },
    { razao_social: 'Ipê Fulfillment Ltda', nome_fantasia: 'Ipê Fulfillment Santos', cnpj: cnpjFrom('R8K2TQ4M', '0002'), filial: 'Santos', ...sts.address, telefone: sts.phone(3219900), email: 'santos@ipefulfillment.com.br' },
  ]);
};

const seedPartners = async (demo: Demo) => {
  const matriz = await idBy(demo, 'empresas', 'cnpj', cnpjFrom('27865432'));
  const clientes: [string, Record<string, unknown>, ReturnType<typeof at>][] = [
    ['PJ', { nome: 'Supermercados Pão de Trigo Ltda', nome_fantasia: 'Pão de Trigo', cpf_cnpj: cnpjFrom('31457820'), inscricao_estadual: '111222333444', email: 'compras@paodetrigo.com.br' }, at('São Paulo', 455)],
    ['PJ', { nome: 'Distribuidora de Bebidas Serra Azul Ltda', nome_fantasia: 'Serra Azul Bebidas', cpf_cnpj: cnpjFrom('08765123'), email: 'logistica@serraazul.com.br' }, at('Belo Horizonte', 1200)],
    ['PJ', { nome: 'Farmácias Vida Plena S.A.', nome_fantasia: 'Vida Plena', cpf_cnpj: cnpjFrom('45123098'), email: 'recebimento@vidaplena.com.br' }, at('Rio de Janeiro', 156)],
    ['PJ', { nome: 'Magazine Costa Dourada Ltda', nome_fantasia: 'Costa Dourada', cpf_cnpj: cnpjFrom('19283746'), email: 'cd@costadourada.com.br' }, at('Salvador', 2090)],
    ['PJ', { nome: 'Autopeças Gaúcha Ltda', nome_fantasia: 'Gaúcha Peças', cpf_cnpj: cnpjFrom('22334455'), email: 'pedidos@gauchapecas.com.br' }, at('Porto Alegre', 733)],
    ['PJ', { nome: 'Construmais Materiais de Construção Ltda', nome_fantasia: 'Construmais', cpf_cnpj: cnpjFrom('36912580'), email: 'compras@construmais.com.br' }, at('Goiânia', 1518)],
    ['PF', { nome: 'Fernanda Albuquerque Lins', cpf_cnpj: cpfFrom('398145627'), email: 'fernanda.lins@exemplo.com.br' }, at('Recife', 310)],
    ['PF', { nome: 'Ricardo Tavares Menezes', cpf_cnpj: cpfFrom('215874390'), email: 'ricardo.menezes@exemplo.com.br' }, at('Fortaleza', 4020)],
    ['PJ', { nome: 'Mercado Verde Orgânicos Ltda', nome_fantasia: 'Mercado Verde', cpf_cnpj: cnpjFrom('M3RC4D0V'), email: 'compras@mercadoverde.com.br' }, at('Curitiba', 1450)],
  ];
  await addRows(demo, 'clientes', ['cpf_cnpj'], clientes.map(([tipo, c, place], i) => ({
    tipo_pessoa: tipo, ...c, empresa_id: i % 2 === 0 ? matriz : undefined, ...place.address,
    telefone: tipo === 'PJ' ? place.phone(4100200 + i * 1111) : undefined, celular: place.mobile(81234500 + i * 3177),
  })));

  const fornecedores: [Record<string, unknown>, ReturnType<typeof at>][] = [
    [{ razao_social: 'Embalagens Paraná Indústria e Comércio Ltda', nome_fantasia: 'EmbalaPR', cnpj: cnpjFrom('40598317'), contato: 'Cláudio Wolff', email: 'vendas@embalapr.com.br' }, at('Curitiba', 2044)],
    [{ razao_social: 'Paletes Joinville Madeiras Ltda', nome_fantasia: 'Paletes Joinville', cnpj: cnpjFrom('12870456'), contato: 'Sandra Kühl', email: 'comercial@paletesjoinville.com.br' }, at('Joinville', 88)],
    [{ razao_social: 'Combustíveis Anhanguera Ltda', nome_fantasia: 'Posto Anhanguera', cnpj: cnpjFrom('05678912'), contato: 'Marcos Leite', email: 'frotas@postoanhanguera.com.br' }, at('Campinas', 3300)],
    [{ razao_social: 'Pneus Cerrado Comércio Ltda', nome_fantasia: 'Cerrado Pneus', cnpj: cnpjFrom('33221144'), contato: 'Luana Barros', email: 'atendimento@cerradopneus.com.br' }, at('Brasília', 12)],
    [{ razao_social: 'Etiquetas Amazônia Gráfica Ltda', nome_fantasia: 'Gráfica Amazônia', cnpj: cnpjFrom('28467193'), contato: 'Igor Nascimento', email: 'orcamento@graficaamazonia.com.br' }, at('Manaus', 540)],
    [{ razao_social: 'Fitas e Filmes Stretch Nova Era Ltda', nome_fantasia: 'Nova Era Stretch', cnpj: cnpjFrom('AB3C7D9E'), contato: 'Patrícia Hoffmann', email: 'vendas@novaerastretch.com.br' }, at('Joinville', 2315)],
    [{ razao_social: 'Baterias Tracionárias Volt Sul Ltda', nome_fantasia: 'Volt Sul', cnpj: cnpjFrom('0XZ5P6L2'), contato: 'Eduardo Pereira', email: 'comercial@voltsul.com.br' }, at('Porto Alegre', 980)],
  ];
  await addRows(demo, 'fornecedores', ['cnpj'], fornecedores.map(([f, place], i) => ({
    ...f, ...place.address, telefone: place.phone(3345000 + i * 2121),
  })));

  const transportadoras: [Record<string, unknown>, ReturnType<typeof at>][] = [
    [{ razao_social: 'Transportes Rodoviários Tietê Ltda', nome_fantasia: 'Rodo Tietê', cnpj: cnpjFrom('09123456'), rntrc: '045123987' }, at('Guarulhos', 5100)],
    [{ razao_social: 'Expresso Litoral Cargas Ltda', nome_fantasia: 'Expresso Litoral', cnpj: cnpjFrom('17345982'), rntrc: '012398745' }, at('Santos', 77)],
    [{ razao_social: 'TransMinas Logística e Transportes Ltda', nome_fantasia: 'TransMinas', cnpj: cnpjFrom('26781345'), rntrc: '033456112' }, at('Belo Horizonte', 2500)],
    [{ razao_social: 'Rápido Nordeste Transportes Ltda', nome_fantasia: 'Rápido Nordeste', cnpj: cnpjFrom('11765439'), rntrc: '048765230' }, at('Recife', 1800)],
    [{ razao_social: 'Norte Fluvial Cargas Ltda', nome_fantasia: 'Norte Fluvial', cnpj: cnpjFrom('30984126'), rntrc: '051234876' }, at('Belém', 640)],
    [{ razao_social: 'Cargas Pampa Expresso Ltda', nome_fantasia: 'Pampa Expresso', cnpj: cnpjFrom('P4MP7X2R'), rntrc: '052876341' }, at('Porto Alegre', 3120)],
  ];
  await addRows(demo, 'transportadoras', ['cnpj'], transportadoras.map(([t, place], i) => ({
    ...t, ...place.address, telefone: place.phone(2233100 + i * 1313),
    email: `operacao@${ascii(String(t.nome_fantasia)).replace(/\./g, '')}.com.br`,
  })));

  const destinatarios: [Record<string, unknown>, ReturnType<typeof at>][] = [
    [{ nome: 'Loja Pão de Trigo Moema', cpf_cnpj: cnpjFrom('31457820', '0007') }, at('São Paulo', 1740)],
    [{ nome: 'Vida Plena Filial Copacabana', cpf_cnpj: cnpjFrom('45123098', '0012') }, at('Rio de Janeiro', 980)],
    [{ nome: 'Costa Dourada Loja Barra', cpf_cnpj: cnpjFrom('19283746', '0003') }, at('Salvador', 3305)],
    [{ nome: 'Construmais Loja Setor Bueno', cpf_cnpj: cnpjFrom('36912580', '0004') }, at('Goiânia', 620)],
    [{ nome: 'Helena Duarte Figueiredo', cpf_cnpj: cpfFrom('507318264') }, at('Curitiba', 143)],
    [{ nome: 'Paulo Sérgio Nogueira Campos', cpf_cnpj: cpfFrom('632905471') }, at('Manaus', 27)],
  ];
  await addRows(demo, 'destinatarios', ['cpf_cnpj'], destinatarios.map(([d, place], i) => ({
    ...d, ...place.address, telefone: place.phone(3030400 + i * 4141),
    email: `recebimento${i + 1}@exemplo.com.br`,
  })));
};

// --- people -------------------------------------------------------------------------------------

const seedPeople = async (demo: Demo) => {
  const hash = await hashPassword(DEMO_PASSWORD);
  const matriz = await idBy(demo, 'empresas', 'cnpj', cnpjFrom('27865432'));
  for (const [i, user] of [...DEMO_OFFICE, ...DEMO_DRIVERS].entries()) {
    const driver = user.tipo === 'motorista';
    const place = at(driver ? user.city! : 'São Paulo', 0);
    // Inserted directly: the API would hash the password once per user, here it is hashed once.
    const res = await demo.pool.query(
      `INSERT INTO usuarios (id, first_name, last_name, email, password_hash, cpf, telefone, celular, tipo_id, empresa_id, roles, cnh, cnh_categoria, cnh_validade)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (email) DO NOTHING`,
      [uuidv7(), user.firstName, user.lastName, user.email, hash, driver ? cpfFrom(String(123456780 + i * 1111).slice(0, 9)) : null,
        driver ? null : place.phone(3224455 + i), driver ? place.mobile(87654321 + i * 1009) : null, USER_TYPES[user.tipo].id, matriz ?? null,
        [...user.roles], driver ? String(10000000000 + i * 7919) : null, driver ? ['C', 'D', 'E', 'AE'][i % 4] : null,
        driver ? `2028-0${(i % 9) + 1}-15` : null],
    );
    demo.added.usuarios = (demo.added.usuarios ?? 0) + (res.rowCount ?? 0);
  }
};

/**
 * Loads the demo rows; answers how many rows each resource gained or had filled in (all zero
 * on a second run) and the demo users' password.
 */
export const seedDemo = async (pool: pg.Pool): Promise<{ password: string; added: Record<string, number> }> => {
  const demo: Demo = { pool, resources: new Map((await loadResources()).map((r) => [r.name, r])), added: {} };
  await seedLookups(demo);
  await seedCompanies(demo);
  await seedSettings(demo);
  await seedPartners(demo);
  await seedPeople(demo);
  Object.assign(demo.added, await seedTransport(pool, demo.resources));
  Object.assign(demo.added, await seedWarehouse(pool, demo.resources));
  return { password: DEMO_PASSWORD, added: demo.added };
};
