import { startStandaloneRemote } from '@basin/shared';
import routes from './routes';

// Standalone page (own origin, or an iframe): the remote's pages without the host's chrome.
void startStandaloneRemote({ remote: 'explore', remoteTitle: 'Explore', routes });
