import type { TBotReaction } from '@parley/contract';
import { cyrb53 } from '../random';
import { expressionOf, type ExpressionId } from './expressions';
import { formatMoney, formatPercentage } from './money';
import { reasonFor, type ReasonMoment } from './reasons';
import { line, type ReplyKey, type ReplyVars } from './replies';
import type { ConversationData } from './state';
import type { BotReply, ConversationSetup } from './types';

/** A line to say: its key and values, and its place among the lines said from the tables. */
interface PlannedLine {
  key: ReplyKey;
  vars: ReplyVars;
  place: number;
}

/**
 * Builds one bot reply line by line, in the conversation's language and wording. The words are
 * chosen when the reply is complete, so that it never reads exactly as the bot's reply before it
 * (the same bid twice gets the same decision, and a shopper reads the same words as a bot stuck).
 */
export class Speech {
  private readonly lines: PlannedLine[] = [];
  /**
   * Lines said from the tables: picks each one's wording. A quoted reason is not counted, so the
   * lines around it read as they would without it.
   */
  private said = 0;
  private quotedReasonId: string | null = null;

  constructor(
    private readonly setup: ConversationSetup,
    private readonly data: ConversationData,
  ) {}

  money(amount: number): string {
    return formatMoney(amount, this.setup);
  }

  /** A unit price as the shopper should read it: with the total when they buy several. */
  price(unit: number): string {
    const quantity = this.data.quantity;
    if (quantity <= 1) return this.money(unit);
    return this.phrase('unit_total', {
      price: this.money(unit),
      total: this.money(Math.round(unit * quantity * 100) / 100),
      quantity: String(quantity),
    });
  }

  private phrase(key: ReplyKey, vars: ReplyVars, place = this.said, shift = 0): string {
    return line(this.setup.language, key, vars, {
      seed: this.setup.seed,
      reply: this.data.replies * 31 + place,
      shift,
    });
  }

  /** Adds a line; `_up` wording is used when buying back and the language has it. */
  say(key: ReplyKey, vars: ReplyVars = {}): this {
    const directed = `${key}_up` as ReplyKey;
    const chosen = this.setup.direction === 'up' && hasBuybackWording(directed) ? directed : key;
    this.lines.push({
      key: chosen,
      vars: { subject: this.setup.subject, ...vars },
      place: this.said,
    });
    this.said += 1;
    return this;
  }

  /**
   * At a moment a reason may follow (the bot holds its price or says its last word): one of the
   * setup's reasons, word for word after a short lead-in, when the chat's limits allow one now.
   */
  reason(moment: ReasonMoment): this {
    if (this.quotedReasonId !== null) return this;
    const reason = reasonFor(this.setup, this.data, moment);
    if (reason === null) return this;
    this.lines.push({ key: 'reason', vars: { reason: reason.text }, place: this.said });
    this.quotedReasonId = reason.reasonId;
    return this;
  }

  /** The bot's standing offer and a prompt for the shopper's. */
  offerAndInvite(): this {
    return this.say('offer_now', { price: this.price(this.data.negotiation.offer) }).say(
      'invite_bid',
    );
  }

  /** The terms link, when the store has one: shown before a deal is claimed. */
  terms(): this {
    if (this.setup.termsUrl) this.say('terms', { url: this.setup.termsUrl });
    return this;
  }

  reply(
    face: ExpressionId | null,
    botReaction: TBotReaction | null,
    details: Pick<BotReply, 'intents' | 'entities' | 'understandingIssues' | 'interactionData'>,
  ): BotReply {
    let lines = this.words(0);
    if (this.hashOf(lines) === this.data.lastReply) lines = this.words(1);
    this.data.lastReply = this.hashOf(lines);
    return {
      lines,
      expression: face === null ? null : this.expression(face),
      botReaction,
      ...details,
      quotedReasonId: this.quotedReasonId,
    };
  }

  /**
   * What tells a reply from the one before: its words without a quoted reason, so that quoting one
   * changes no later wording (the same conversation reads the same with or without reasons).
   */
  private hashOf(lines: readonly string[]): number {
    return cyrb53(lines.filter((_, index) => this.lines[index]?.key !== 'reason').join('\n'));
  }

  /** The planned lines in words; `shift` moves each line with a choice to its next wording. */
  private words(shift: number): string[] {
    return this.lines.map(({ key, vars, place }) => this.phrase(key, vars, place, shift));
  }

  /** The deal celebration carries the discount and the price (part 1 §2 Chat message display). */
  private expression(face: ExpressionId) {
    const deal = this.data.negotiation.dealPrice;
    if (face !== 'celebrate' || deal === null) return expressionOf(face);
    const list = this.setup.listPrice;
    const discount = this.setup.direction === 'down' && list > 0 ? (list - deal) / list : 0;
    return expressionOf('celebrate', {
      ...(discount > 0 ? { percentage: formatPercentage(discount, this.setup.language) } : {}),
      dealPrice: this.money(deal),
    });
  }
}

const DIRECTED: ReadonlySet<string> = new Set([
  'opening_up',
  'invite_bid_up',
  'counter_up',
  'reject_lowball_up',
  'counter_lowball_up',
]);
const hasBuybackWording = (key: string): key is ReplyKey => DIRECTED.has(key);
