import { NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const callReviewNotFound = () => new NotFoundException('Call review not found');

/** A malformed id cannot name a review: 404, like a missing one (or another user's). */
export class CallReviewIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw callReviewNotFound();
    return value.toLowerCase();
  }
}
