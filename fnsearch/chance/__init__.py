"""Searches of games of chance, EXPECTIMINIMAX and Ballard's Star1 and Star2, and their options."""

from fnsearch.chance.options import ChanceOptions as ChanceOptions
from fnsearch.chance.searches import expectiminimax as expectiminimax
from fnsearch.chance.searches import star1 as star1
from fnsearch.chance.searches import star2 as star2
