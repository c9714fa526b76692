// What server/index.js runs in front of everything (in production through server/entry.ts's exports).
export { answerClientError, refuseOverLimit } from "./limitAnswers";
export { REQUEST_LIMITS } from "./requestLimits";
