import { currentT, startLanguage, startStandaloneRemote } from '@basin/shared';
import { catalogue } from './i18n/catalogue';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome. Its
// catalogue loads first, in the visitor's language, so the index page's title is theirs too (the
// frame takes the title as text: it does not follow a later switch). Should the catalogue fail to
// load, the page still starts (startApp then says what is wrong).
void startLanguage([catalogue])
  .then(
    () => currentT()('map.remoteTitle'),
    () => 'Map',
  )
  .then((remoteTitle) => startStandaloneRemote({ remote: 'map', remoteTitle, routes }));
