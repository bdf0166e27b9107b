// Notes from templates and call recorders open lines with a field label ("Champion:", "Next steps:",
// "Duration:"). The label says what the line is about: a line of meeting details is evidence of
// nothing, and a line about a person or the next step is not a fact of the buyer's business, whatever
// its words ("Champion: Marcus - has been chasing legal daily" is no problem of theirs).
import type { ReadSentence } from './read-text.js';

/** Time stamp, then up to four words and a colon, at the start of the sentence's word view. */
const LABEL = /^ (?:(?:\[ )?\d{1,2}[:.]\d{2}(?: ?[ap]m)?(?: \])? (?:[-–] )?)?((?:[^ ]+ ){1,4}): /;
const MEETING_DETAILS =
  /^(?:duration|participants|attendees|present|date|time|location|subject|recording|length|call type|meeting type|meeting|dial-in|agenda) $/;
const PERSON_OR_NEXT_STEP =
  /^(?:champion|coach|ally|sponsor|internal sponsor|eb|economic buyer|decision maker|dm|budget owner|budget holder|signer|signatory|next|next step|next steps|action item|action items|actions|follow-up|follow up|f\/u|todo|to do|stakeholders|contacts) $/;

/** A label that lists what is not known yet ("What I didn't get:", "Open questions:", "Missing:"). */
const UNKNOWNS =
  /^(?:what (?:i|we) did ?n't(?: [^ ]+)?|did ?n't get|did ?n't cover|not covered|not asked|missing|unknown|unknowns|open questions?|open items?|questions|to find out|still to find out|still need|to confirm|to ask|gaps in discovery) $/;

export type LabelKind = 'meeting-details' | 'person-or-next-step' | 'unknowns' | 'other' | 'none';

export function fieldLabel(sentence: ReadSentence): LabelKind {
  const label = LABEL.exec(sentence.words)?.[1];
  if (!label) return 'none';
  if (MEETING_DETAILS.test(label)) return 'meeting-details';
  if (UNKNOWNS.test(label)) return 'unknowns';
  return PERSON_OR_NEXT_STEP.test(label) ? 'person-or-next-step' : 'other';
}
