"""Games played on the tablier: what moves are legal and what a throw earns.

A game's rules know nothing of the laws of conduct (touched dames, écoles, words that bind):
those are judged by the engine, the same for every game. Trictrac is the first game; Jacquet
will be the second, with its own moves and scores.
"""
