import { ProviderClient } from '../features/provider-client';

/** /play: the built-in game provider's client, which the /game page frames. */
export function PlayPage() {
  return <ProviderClient />;
}
