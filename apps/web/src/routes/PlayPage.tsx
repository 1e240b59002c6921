import { ProviderClient } from '../features/provider-client/components/ProviderClient';

/** /play: the built-in game provider's client, which the /game page frames. */
export function PlayPage() {
  return <ProviderClient />;
}
