"""Use cases over the store, called by the CLI and the web: penalties, and the tournament.

`penalties` issues and voids penalties. The tournament's services share one pattern
(`events.Events`): read the event's log, fold it into its state (`projection.project`, the one
place), decide, append facts only if the log has not grown meanwhile. `registration`, `rounds`,
`results`, `clock` and `topcut` write; `effects` derives what penalties do to results and
`cutbracket` the top cut as its reports and penalties decide it; `exports` and `views` render
what is derived.
"""
