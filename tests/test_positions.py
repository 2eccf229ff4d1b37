"""Arranged deals and positions (issue 12 item 2): a hand given as hands +
stock deals exactly as the same cards in dealing order; a bad arrangement is
refused in one line naming the problem; a position (a deal plus the actions
already played) saves, replays and verifies like a dealt game, for every
variant."""

from __future__ import annotations

import json

import pytest

from app.engine import Deal, IllegalAction, Match, Position, Rng, YeziError, find_variant
from app.engine.errors import CardError
from app.engine.zipai import hand_class
from app.records.record import Record

ALL = ("haimen", "lvsi", "waihuzi", "yiyang", "qidong")
ZIPAI = ("waihuzi", "yiyang", "qidong")


def _sizes(variant, dealer: int, settings=None) -> list[int]:
    """Cards dealt to each seat: long cards 26 to the 头家 and 25 to the others
    (seed 000/001); 字牌 its class's ``DEAL`` (a 守醒 seat none)."""
    if variant.family == "longcard":
        return [26 if s == dealer else 25 for s in range(4)]
    cls = hand_class(variant)
    seats = 4 if (settings or {}).get("shouxing") else variant.players
    sitter = (dealer + 2) % 4 if seats == 4 and (settings or {}).get("shouxing") else None
    return [0 if s == sitter else cls.DEAL[0] if s == dealer else cls.DEAL[1] for s in range(seats)]


def _random_deal(variant, dealer: int, seed: int, settings=None) -> Deal:
    """A deal of ``variant``'s deck shuffled by ``seed``: hands + stock (+ the 挡底)."""
    deck = list(variant.engine.deck(variant.settings(settings)))
    Rng(seed).shuffle(deck)
    hands, i = [], 0
    for n in _sizes(variant, dealer, settings):
        hands.append(tuple(deck[i:i + n]))
        i += n
    shown = ()
    if variant.family == "zipai" and hand_class(variant).SHOWS_DANGDI:
        shown, i = (deck[i],), i + 1
    return Deal(hands=tuple(hands), stock=tuple(deck[i:]), shown=shown)


def _play(state, rng: Rng, steps: int | None = None) -> None:
    n = 0
    while not state.is_over and (steps is None or n < steps):
        state.apply(rng.choice(state.legal_actions()))
        n += 1


def _deck_order(variant, deal: Deal, dealer: int) -> tuple:
    """``deal`` as the whole deck in the family's dealing order."""
    if variant.family == "longcard":
        return tuple(deal.hands[(dealer + i) % 4][i // 4] for i in range(101)) + deal.stock
    n = len(deal.hands)
    order = [(dealer + i) % n for i in range(n)]
    return tuple(c for s in order for c in deal.hands[s]) + deal.shown + deal.stock


@pytest.mark.parametrize("vid", ALL)
def test_hands_and_stock_deal_as_the_same_deck_does(vid):
    variant = find_variant(vid)
    for dealer in range(variant.players):
        deal = _random_deal(variant, dealer, 40 + dealer)
        by_hands = variant.engine.new_hand(variant, variant.settings(), 0, Position(vid, deal, (), dealer)
                                           .hand_context(), deal)
        deck = Deal(deck=_deck_order(variant, deal, dealer))
        by_deck = variant.engine.new_hand(variant, variant.settings(), 0, by_hands.context, deck)
        assert by_hands.view(None).players == by_deck.view(None).players
        assert by_hands.legal_actions() == by_deck.legal_actions()
        for s, hand in enumerate(deal.hands):   # each seat holds what it was dealt (fours laid out as 龙)
            if variant.family == "zipai":
                if s == dealer and by_hands.live is None:
                    hand += deal.shown          # the 挡底 nobody claimed went to the 庄
                assert by_hands.held_cards(s) == [sum(c.index == k for c in hand) for k in range(20)]


def test_yiyang_shouxing_deals_the_sitter_nothing():
    variant = find_variant("yiyang")
    settings = {"shouxing": True}
    deal = _random_deal(variant, 1, 5, settings)
    state = Position("yiyang", deal, (), 1, settings).state()
    assert state.num_seats == 4 and state.view(None).players[3].hand == ()
    bad = Deal(hands=deal.hands[:3] + (deal.stock[:1],), stock=deal.stock[1:])
    with pytest.raises(CardError, match="守醒 seat"):
        Position("yiyang", bad, (), 1, settings).state()


def _one_line(exc: BaseException) -> str:
    text = str(exc)
    assert "\n" not in text and "Traceback" not in text and "Error" not in text
    return text


@pytest.mark.parametrize("vid", ZIPAI)
def test_a_bad_zipai_arrangement_is_refused_in_one_line(vid):
    variant = find_variant(vid)
    cls = hand_class(variant)
    deal = _random_deal(variant, 0, 3)

    def refused(bad: Deal, words: str) -> None:
        with pytest.raises(CardError) as err:
            Position(vid, bad, ()).state()
        assert words in _one_line(err.value), err.value

    big, small = deal.hands[0] + deal.stock[:1], deal.hands[1][:-1]
    refused(Deal(hands=(big,) + deal.hands[1:], stock=deal.stock[1:], shown=deal.shown),
            f"must be dealt {cls.DEAL[0]} cards, not {cls.DEAL[0] + 1}")
    refused(Deal(hands=(deal.hands[0], small) + deal.hands[2:], stock=deal.stock + deal.hands[1][-1:],
                 shown=deal.shown), f"must be dealt {cls.DEAL[1]} cards")
    refused(Deal(hands=deal.hands[:-1], stock=deal.stock + deal.hands[-1], shown=deal.shown), "hands, not")
    refused(Deal(hands=deal.hands, stock=deal.stock[1:], shown=deal.shown), "has 79 cards, not 80")
    twice = deal.stock[:-1] + (deal.hands[0][0],)
    refused(Deal(hands=deal.hands, stock=twice, shown=deal.shown), "has 5 of")
    if cls.SHOWS_DANGDI:
        refused(Deal(hands=deal.hands, stock=deal.stock + deal.shown), "挡底")
    else:
        refused(Deal(hands=deal.hands, stock=deal.stock[1:], shown=deal.stock[:1]), "no card face up")
    long_card = find_variant("lvsi").engine.deck({})[0]
    refused(Deal(hands=deal.hands, stock=deal.stock[:-1] + (long_card,), shown=deal.shown), "not a 字牌 card")


def test_a_filled_deal_keeps_what_is_given_and_completes_the_deck():
    variant = find_variant("qidong")
    engine = variant.engine
    hands = ["x1 x1 x1 x2 x3", "d1 d2 d3", "x10 d10", "d7"]
    deal = Deal.filled(engine, hands, "x4 x5", "d9")
    assert [len(h) for h in deal.hands] == [5, 3, 2, 1] and deal.stock[:2] == engine.parse_cards("x4 x5")
    assert sorted(c.index for c in deal.cards) == sorted(k for k in range(20) for _ in range(4))
    with pytest.raises(CardError, match="more 一 than the deck holds") as err:
        Deal.filled(engine, ["x1 x1 x1 x1 x1"])
    _one_line(err.value)


@pytest.mark.parametrize("vid", ALL)
def test_a_position_saves_replays_and_verifies_like_a_dealt_game(vid):
    """A deal plus the first actions: its text round trip gives it back; a
    match started at it is saved, read back, verified and rebuilt both in
    play (an autosave) and once the hand is over."""
    variant = find_variant(vid)
    dealer = 1
    deal = _random_deal(variant, dealer, 17)
    start = Position(vid, deal, (), dealer).state()
    _play(start, Rng(23), steps=8)
    pos = Position(vid, deal, start.log, dealer)
    assert len(pos.actions) == 8
    assert Position.parse(pos.text()) == pos
    assert Position.from_json(json.loads(json.dumps(pos.to_json()))) == pos
    assert pos.state().view(None) == start.view(None)
    assert Position.of(start) == Position(vid, deal, start.log, dealer, dict(start.settings), dict(start.context))

    match = pos.match(seed=5)
    assert match.current.log == start.log and match.current.context["dealer"] == dealer
    for finished in (False, True):
        if finished:
            _play(match.current, Rng(29))
        record = Record.from_json(Record.from_match(match).to_json())
        assert record.hands[0].deal is not None
        checks = record.verify()
        assert [c.ok for c in checks] == [True], [c.problem for c in checks]
        again = record.rebuild()
        assert again.current.log == match.current.log
        assert again.current.view(None) == match.current.view(None)
        assert again.current.result == match.current.result


@pytest.mark.parametrize("vid", ALL)
def test_a_seeded_hand_as_a_position_plays_the_same(vid):
    variant = find_variant(vid)
    match = Match(variant, None, seed=31)
    _play(match.current, Rng(2), steps=10)
    pos = Position.of(match.current)
    assert pos.state().view(None) == match.current.view(None)


def test_a_bad_position_is_refused_in_one_line():
    engine = find_variant("waihuzi").engine
    deal = Deal.filled(engine, _random_deal(find_variant("waihuzi"), 0, 1).hands)
    good = Position("waihuzi", deal).to_json()
    cases = [
        ("[1]", "must be an object"),
        (json.dumps(dict(good, variant="chess")), "unknown variant"),
        (json.dumps(dict(good, settings={"sanda": 3})), "sanda"),
        (json.dumps(dict(good, deal={"hands": "x"})), "deal"),
        (json.dumps(dict(good, actions="0 pass")), "list of action texts"),
        (json.dumps(dict(good, dealer=9)), "seat number"),
        (json.dumps(dict(good, colour=1)), "no field 'colour'"),
        ("{", "not JSON"),
    ]
    for text, words in cases:
        with pytest.raises(YeziError) as err:
            Position.parse(text)
        assert words in _one_line(err.value), (text, err.value)
    state = Position("waihuzi", deal).state()
    wrong = Position("waihuzi", deal, (engine.parse_action("2 discard x1"),))
    with pytest.raises(IllegalAction) as err:
        wrong.state()
    assert _one_line(err.value).startswith("action 1 (2 discard x1)")
    assert not state.is_over

