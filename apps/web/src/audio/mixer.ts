/**
 * Where the strikes meet before the master bus, so that a render comes out the same to the last
 * bit every time. Chrome adds up the signals reaching one node in an order that changes from run
 * to run (its connections are kept in a hash set keyed by memory address), and a float sum of
 * three or more signals depends on the order: two offline renders of one song differed by a few
 * 1e-6. Two signals add up the same either way round, and silence adds nothing; so no node here
 * ever hears more than two sounding signals. Each strike gets a lane of its own for as long as it
 * can sound; lane k's junction hears its strike and the sum of the lanes after it, and passes
 * the sum on to lane k - 1, the first lane to the master bus.
 */
import type { NodeFactory } from './node-factory';

/** Room between two strikes in one lane: a render quantum, so the first has stopped for sure. */
const GUARD_SECONDS = 128 / 8000;

interface Lane {
  readonly junction: GainNode;
  /** Audio-clock time until which a strike may still sound in this lane. */
  busyUntil: number;
  /** The strike given the lane last: only it may free the lane earlier. */
  holder: LaneTicket | null;
}

/** A strike's place in a lane. */
export interface LaneTicket {
  /** The node the strike connects to. */
  readonly input: AudioNode;
  /** The strike is silent by `end` now (damped, stopped): the lane is free again from then. */
  endsBy(end: number): void;
}

export class Mixer {
  private readonly lanes: Lane[] = [];

  constructor(
    private readonly context: NodeFactory,
    private readonly output: AudioNode,
  ) {}

  /**
   * A lane for a strike sounding from `start` until at most `end` (audio clock). A strike damped
   * or stopped early says so (`endsBy`), so lanes stay about as many as bells sound at once.
   */
  lane(start: number, end: number): LaneTicket {
    let lane = this.lanes.find((candidate) => candidate.busyUntil + GUARD_SECONDS <= start);
    if (!lane) {
      const junction = this.context.createGain();
      junction.connect(this.lanes.at(-1)?.junction ?? this.output);
      lane = { junction, busyUntil: end, holder: null };
      this.lanes.push(lane);
    }
    const held = lane;
    held.busyUntil = Math.max(held.busyUntil, end);
    const ticket: LaneTicket = {
      input: held.junction,
      endsBy(earlier) {
        if (held.holder === ticket && earlier < held.busyUntil) held.busyUntil = earlier;
      },
    };
    held.holder = ticket;
    return ticket;
  }

  /** Lanes made so far (tests: they stay about as many as bells ring at once). */
  get size(): number {
    return this.lanes.length;
  }
}
