int broken( {
