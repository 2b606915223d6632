import { USER_TYPE_GROUP } from '../src/registry/seedIds';
import insumos from '../src/resources/insumos';
import itinerarios from '../src/resources/itinerarios';
import materiais from '../src/resources/materiais';
import ocorrencias from '../src/resources/ocorrencias';
import ordensServico from '../src/resources/ordens-servico';
import pontos from '../src/resources/pontos';
import solicitacoes from '../src/resources/solicitacoes';
import veiculos from '../src/resources/veiculos';

// The seeded ids the tests name, read from the declarations that own them.

export const GRUPO_IDS = {
  usuario: USER_TYPE_GROUP.id,
  ordemServico: ordensServico.fields.status_id.group.id,
  solicitacao: solicitacoes.fields.status_id.group.id,
  itinerario: itinerarios.fields.status_id.group.id,
  ponto: pontos.fields.tipo_id.group.id,
  produto: materiais.fields.tipo_id.group.id,
  veiculo: veiculos.fields.tipo_id.group.id,
  insumo: insumos.fields.status_id.group.id,
  ocorrencia: ocorrencias.fields.tipo_id.group.id,
};

export const STATUS_IDS = {
  ordemServico: ordensServico.statusIds,
  solicitacao: solicitacoes.statusIds,
  itinerario: itinerarios.statusIds,
  insumo: insumos.statusIds,
};
