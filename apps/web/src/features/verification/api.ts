import {
  ACCESS_PATHS,
  type LoginSmsRequest,
  type RegistrationSmsRequest,
  type SliderAnswerPayload,
  type SliderChallengeValue,
  type SliderTokenValue,
  type SmsCodeValue,
} from '@wps/shared-types';
import { api } from '../../api/client';

/** GET /wps/captcha: a data-URL image; its answer is tied to a cookie the API sets. */
export function fetchCaptcha(): Promise<string> {
  return api.get<string>(ACCESS_PATHS.captcha);
}

export function fetchSliderChallenge(): Promise<SliderChallengeValue> {
  return api.get<SliderChallengeValue>(ACCESS_PATHS.sliderChallenge);
}

export function answerSlider(payload: SliderAnswerPayload): Promise<SliderTokenValue> {
  return api.post<SliderTokenValue>(ACCESS_PATHS.sliderAnswer, payload);
}

/** SMS code for login and password recovery. */
export function requestLoginSms(payload: LoginSmsRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>(ACCESS_PATHS.smsNoLogin, payload);
}

export function requestRegistrationSms(payload: RegistrationSmsRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>(ACCESS_PATHS.smsRegister, payload);
}
