import { useCallback } from 'react';
import type { SliderVerification } from '@wps/shared-types';
import { useRegisterSettings } from '../../system';
import { withSliderVerification } from '../slider-store';

/**
 * Wraps a call that the operator may protect with the slider (SMS, login, registration): the
 * slider opens first when the settings say it is on; until they are known the call goes without
 * and the slider opens if the API answers VERIFICATION_REQUIRED.
 */
export function useSliderVerification() {
  const required = useRegisterSettings().data?.sliderVerification === true;
  return useCallback(
    <T>(call: (slider: SliderVerification) => Promise<T>) => withSliderVerification(required, call),
    [required],
  );
}
