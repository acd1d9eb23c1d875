import type { ErrorTexts } from '@/api/errors';

export const texts: ErrorTexts = {
  unknown: 'Unknown error',
  sendFailed: 'The request could not be sent',
  forbidden: 'Not allowed',
  sessionExpired: 'Your session has expired, please sign in again',
  codes: {
    '500': 'The server is busy, please try again later',
    '4003': 'Not allowed',
    '4004': 'The requested data does not exist',
  },
  statuses: {
    400: 'The request is not valid',
    404: 'The requested resource does not exist',
    405: 'The request method is not allowed',
    408: 'The request timed out',
    413: 'The upload is too large',
    429: 'Too many requests, please try again later',
    500: 'Internal server error',
    502: 'Bad gateway',
    503: 'Service unavailable',
    504: 'Gateway timeout',
  },
};
