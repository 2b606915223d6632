// The browser loads the declarations before its first render (src/main.tsx); unit tests of
// browser modules start from the same state.
import { loadResources } from '../../src/providers/homes';

await loadResources();
