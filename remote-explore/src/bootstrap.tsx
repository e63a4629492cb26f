import { currentT, routeGroupTitle, sharedCatalogue, startLanguage, startStandaloneRemote } from '@basin/shared';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome. Its title is
// the route group's, in the page's language: that language's shared catalogue loads first (startApp then
// finds it loaded). The standalone page has no language switch, so the title is set once.
void startLanguage([sharedCatalogue])
  .then(
    () => routeGroupTitle(currentT(), 'explore'),
    // Not loaded: startApp tries again and says why on the page.
    () => 'Explore',
  )
  .then((remoteTitle) => startStandaloneRemote({ remote: 'explore', remoteTitle, routes }));
