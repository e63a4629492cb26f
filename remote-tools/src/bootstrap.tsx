import { currentT, routeGroupTitle, sharedCatalogue, startLanguage, startStandaloneRemote } from '@basin/shared';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome. Its title is the
// Tools group's, in the language the page opens in (the standalone page has no language switch); startApp's own
// start of the language then finds the catalogue loaded.
void startLanguage([sharedCatalogue])
  .then(
    () => routeGroupTitle(currentT(), 'tools'),
    () => 'Tools',
  )
  .then((remoteTitle) => startStandaloneRemote({ remote: 'tools', remoteTitle, routes }));
