import { startStandaloneRemote } from '@basin/shared';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome.
void startStandaloneRemote({ remote: 'wqUpdate', remoteTitle: 'Water Quality Update', routes });
