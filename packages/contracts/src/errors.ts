/** The one JSON error shape every service and the gateway answer with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId?: string;
}
