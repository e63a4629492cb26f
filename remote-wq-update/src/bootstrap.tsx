import { currentT, routeGroupTitle, sharedCatalogue, startLanguage, startStandaloneRemote } from '@basin/shared';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome. Its title is the
// Water Quality Update group's, in the language the page opens in (the standalone page has no language
// switch, so the title is set once); startApp's own start of the language then finds the catalogue loaded.
void startLanguage([sharedCatalogue])
  .then(
    () => routeGroupTitle(currentT(), 'wqUpdate'),
    // Not loaded: startApp tries again and says why on the page.
    () => 'Water Quality Update',
  )
  .then((remoteTitle) => startStandaloneRemote({ remote: 'wqUpdate', remoteTitle, routes }));
