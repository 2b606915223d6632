import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { GRUPO_IDS, TIPO_USUARIO_IDS } from '../../src/registry/seedIds';
import { hashPassword } from '../auth/passwords';

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

const CATEGORIAS: [string, string][] = [
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
];

const TIPOS: [keyof typeof GRUPO_IDS, string[]][] = [
  ['ponto', ['Centro de distribuição', 'Loja', 'Cliente final', 'Aeroporto', 'Porto']],
  ['veiculo', ['VUC', 'Toco', 'Truck', 'Carreta', 'Bitrem', 'Van', 'Moto']],
  ['insumo', ['Combustível', 'Pedágio', 'Manutenção', 'Lavagem', 'Estacionamento']],
  ['ocorrencia', ['Entrega', 'Coleta', 'Avaria', 'Atraso']],
  ['produto', ['Caixa', 'Palete', 'Unidade', 'Fardo']],
  ['solicitacao', ['Coleta', 'Entrega', 'Transferência']],
  ['ordemServico', ['Transporte', 'Armazenagem', 'Cross-docking']],
];

const MOTORISTAS: [string, string][] = [
  ['João', 'da Silva'], ['Maria', 'Aparecida Souza'], ['José', 'Carlos Pereira'], ['Ana', 'Beatriz Lima'],
  ['Antônio', 'Ferreira'], ['Francisca', 'Rodrigues'], ['Luís', 'Gonçalves'], ['Conceição', 'Araújo'],
  ['Sebastião', 'Ribeiro'], ['Márcia', 'Carvalho'],
];

const OFFICE: [string, string, string, string[]][] = [
  ['Patrícia', 'Nogueira', 'patricia.nogueira@exemplo.com.br', ['view-configuracoes', 'view-grupos', 'view-status', 'view-tipos', 'view-categorias']],
  ['Rafael', 'Monteiro', 'rafael.monteiro@exemplo.com.br', ['view-gestao', 'view-users', 'view-clientes', 'view-empresas']],
  ['Juliana', 'Castro', 'juliana.castro@exemplo.com.br', ['view-coleta-entrega', 'view-veiculos']],
];

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, '.');

/** Realistic Brazilian demo rows for every resource that exists. Running it twice adds nothing. */
export const seedDemo = async (pool: pg.Pool): Promise<{ password: string }> => {
  const password = 'demo1234';
  const hash = await hashPassword(password);
  for (const [nome, descricao] of CATEGORIAS) {
    await pool.query('INSERT INTO categorias (id, nome, descricao) VALUES ($1, $2, $3) ON CONFLICT (nome) DO NOTHING', [uuidv7(), nome, descricao]);
  }
  for (const [grupo, nomes] of TIPOS) {
    for (const nome of nomes) {
      await pool.query(
        `INSERT INTO tipos (id, nome, grupo_id) SELECT $1, $2, $3
          WHERE NOT EXISTS (SELECT 1 FROM tipos WHERE nome = $2 AND grupo_id = $3)`,
        [uuidv7(), nome, GRUPO_IDS[grupo]],
      );
    }
  }
  for (const [i, [first, last]] of MOTORISTAS.entries()) {
    const email = `${ascii(first)}.${ascii(last.split(' ').at(-1)!)}@exemplo.com.br`;
    await pool.query(
      `INSERT INTO usuarios (id, first_name, last_name, email, password_hash, cpf, celular, tipo_id, roles, cnh, cnh_categoria, cnh_validade)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{}', $9, $10, $11) ON CONFLICT (email) DO NOTHING`,
      [uuidv7(), first, last, email, hash, cpfFrom(String(123456780 + i * 1111).slice(0, 9)),
        `1198765${String(4321 + i).padStart(4, '0')}`, TIPO_USUARIO_IDS.motorista,
        String(10000000000 + i * 7919), ['C', 'D', 'E', 'AE'][i % 4], `2028-0${(i % 9) + 1}-15`],
    );
  }
  for (const [first, last, email, roles] of OFFICE) {
    await pool.query(
      `INSERT INTO usuarios (id, first_name, last_name, email, password_hash, telefone, tipo_id, roles)
       VALUES ($1, $2, $3, $4, $5, '1133224455', $6, $7) ON CONFLICT (email) DO NOTHING`,
      [uuidv7(), first, last, email, hash, TIPO_USUARIO_IDS.gestor, roles],
    );
  }
  return { password };
};
